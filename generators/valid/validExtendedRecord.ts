// generators/valid/validExtendedRecord.ts: bodies of POST /api/v1/domains/{domain_id}/dns an implementation must accept (§2.3 rules 1-5, §4.4).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { limits } from '../../contracts/spec-data.js';
import type { ExtendedDnsType, ExtendedRecordBody } from '../types.js';
import { uint16 } from '../internal/uint16.js';
import { validRecordName } from './validRecordName.js';
import { validTtl } from './validTtl.js';
import { contentFor } from '../internal/record-content.js';

export interface ValidExtendedRecordConstraints {
  /** Run prefix for the name (see validRecordName). */
  prefix?: string;
  /** Types to generate (default: every §2.3 extended type). */
  types?: ExtendedDnsType[];
  /**
   * Now and then put the record at the root "@" (default false: a root record in a shared domain may meet an existing one,
   * DNS-CONFLICT is open; never for CNAME).
   */
  includeRoot?: boolean;
  /**
   * Longest record name (default: §8 253). A server may refuse a name whose fully-qualified form, name + '.' + zone, passes
   * 253: checks on a domain pass 253 - zone.length - 1 (see validRecordName).
   */
  maxNameLength?: number;
}

/**
 * One record of the given type, valid under every §2.3 rule:
 * - rule 4 "A CNAME record must not be created on the root `@`": CNAME names are never '@'.
 * - rule 5 "`priority` is required for MX records": MX always carries an integer 0-65535.
 * - "priority: MX and SRV only; null otherwise": no priority for other types (AMB-PRIORITY-NOT-APPLICABLE leaves
 *   a stray priority open, so it is never sent); SRV carries one now and then, always the first part of its content:
 *   "SRV content is a single string of four space-separated parts: priority, weight, port, target", and the spec does not
 *   say which wins when the two disagree (AMB-SRV-PRIORITY), so they never do.
 * - "ttl: default 300 on create": ttl is left out about a quarter of the time, to exercise the default.
 */
function recordOf(type: ExtendedDnsType, prefix: string | undefined, includeRoot: boolean, maxNameLength?: number): Arbitrary<ExtendedRecordBody> {
  const priority: Arbitrary<number | undefined> =
    type === 'MX' ? uint16 : type === 'SRV' ? fc.option(fc.constant(0), { nil: undefined, freq: 2 }) : fc.constant(undefined);
  return fc
    .record({
      name: validRecordName({ prefix, includeRoot: includeRoot && type !== 'CNAME', maxLength: maxNameLength }),
      content: contentFor(type),
      ttl: fc.option(validTtl(), { nil: undefined, freq: 4 }),
      priority,
    })
    .map(({ name, content, ttl, priority }) => {
      const body: ExtendedRecordBody = { type, name, content };
      if (ttl !== undefined) body.ttl = ttl;
      // SRV: a priority sent is the content's own (the 0 drawn above only says "send one").
      if (priority !== undefined) body.priority = type === 'SRV' ? Number(content.split(' ')[0]) : priority;
      return body;
    });
}

export function validExtendedRecord(constraints: ValidExtendedRecordConstraints = {}): Arbitrary<ExtendedRecordBody> {
  const all = limits.enums.extendedDnsTypes as ExtendedDnsType[];
  const types = constraints.types ?? all;
  for (const t of types) if (!all.includes(t)) throw new RangeError(`${t} is not a §2.3 extended type`);
  if (types.length === 0) throw new RangeError('types is empty');
  return fc.oneof(...types.map((t) => recordOf(t, constraints.prefix, constraints.includeRoot ?? false, constraints.maxNameLength)));
}
