// generators/valid/validCoreRecord.ts: bodies of POST /api/v1/dns_records an implementation must accept (§2.3 core shape, §4.1), without domain_id.
import type { Arbitrary } from 'fast-check';
import { limits } from '../../contracts/spec-data.js';
import type { CoreDnsType, CoreRecordBody } from '../types.js';
import { validExtendedRecord } from './validExtendedRecord.js';

export interface ValidCoreRecordConstraints {
  /** Run prefix for the name (see validRecordName). */
  prefix?: string;
  /** Types to generate (default: every §2.3 core type). */
  types?: CoreDnsType[];
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
 * §2.3 core shape: "type: A, AAAA, CNAME, MX, TXT; name; value; ttl (no, default 3600); priority (For MX)".
 * AMB-CORE-VALIDATION leaves open whether the core path applies the extended rules 1-5, so a valid core record obeys
 * them all (a core body is an extended body with `value` for `content`): it is accepted under either reading.
 * domain_id is not generated: the caller adds the domain it owns.
 */
export function validCoreRecord(constraints: ValidCoreRecordConstraints = {}): Arbitrary<CoreRecordBody> {
  const all = limits.enums.coreDnsTypes as CoreDnsType[];
  const types = constraints.types ?? all;
  for (const t of types) if (!all.includes(t)) throw new RangeError(`${t} is not a §2.3 core type`);
  const { prefix, includeRoot, maxNameLength } = constraints;
  return validExtendedRecord({ prefix, types, includeRoot, maxNameLength }).map(({ content, ...rest }) => {
    const body: CoreRecordBody = { type: rest.type as CoreDnsType, name: rest.name, value: content };
    if (rest.ttl !== undefined) body.ttl = rest.ttl;
    if (rest.priority !== undefined) body.priority = rest.priority;
    return body;
  });
}
