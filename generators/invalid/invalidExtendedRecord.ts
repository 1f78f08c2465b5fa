// generators/invalid/invalidExtendedRecord.ts: bodies of POST /api/v1/domains/{domain_id}/dns that break exactly one rule (§2.3 rules 1-5, §4.4 required
// fields, §2.3 type enum).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { limits } from '../../contracts/spec-data.js';
import type { ExtendedDnsType, ExtendedRecordBody, InvalidValue } from '../types.js';
import { validExtendedRecord } from '../valid/validExtendedRecord.js';
import { invalidRecordName } from './invalidRecordName.js';
import { invalidTtl } from './invalidTtl.js';
import { invalidIpv4 } from './invalidIpv4.js';
import { invalidIpv6 } from './invalidIpv6.js';
import { invalidDomainName } from './invalidDomainName.js';
import { invalidTxt } from './invalidTxt.js';
import { invalidSrvContent } from './invalidSrvContent.js';

/** A record body with one fault: fields may be missing, and `type` may be outside the enum. */
export type InvalidRecordBody = Partial<Omit<ExtendedRecordBody, 'type'>> & { type?: string };

export type ExtendedRecordRule =
  | 'DNS-NAME-RULE'
  | 'DNS-TTL-RANGE'
  | 'DNS-CONTENT-A'
  | 'DNS-CONTENT-AAAA'
  | 'DNS-CONTENT-CNAME'
  | 'DNS-CONTENT-MX'
  | 'DNS-CONTENT-TXT'
  | 'DNS-CONTENT-SRV'
  | 'DNS-CNAME-ROOT'
  | 'DNS-MX-PRIORITY'
  | 'DNS-REQUIRED-FIELDS'
  | 'DNS-TYPE-ENUM';

export interface InvalidExtendedRecordConstraints {
  /** Run prefix for the name (kept wherever the fault allows, see invalidRecordName). */
  prefix?: string;
  /** Types of the otherwise valid record (default: all extended types); rules tied to a type not listed are skipped. */
  types?: ExtendedDnsType[];
  /** Rules to break (default: every rule listed in ExtendedRecordRule that `types` allows). */
  breaks?: ExtendedRecordRule[];
  /**
   * Longest name of the otherwise valid record (default: §8 253; see validExtendedRecord), so a fault elsewhere is not
   * met by a fully-qualified name over 253 first. Names that break rule 1 are not bound by it.
   */
  maxNameLength?: number;
}

/** Types §2.3 does not list; upper case, so no case-insensitive reading turns one into a listed type. */
const UNKNOWN_TYPES = ['PTR', 'CAA', 'SOA', 'DS', 'TLSA', 'HINFO', 'LOC', 'FOO'];
/**
 * The real DNS types a server most plausibly supports beyond §2.3's list (PTR, CAA) come half of the time: a server that
 * accepts one extra type is found within a few runs whatever the seed, and the others still come.
 */
const unknownType = (): Arbitrary<string> =>
  fc.oneof({ arbitrary: fc.constantFrom('PTR', 'CAA'), weight: 1 }, { arbitrary: fc.constantFrom(...UNKNOWN_TYPES), weight: 1 });

/** The content rule of each type that has one (§2.3 rule 3, SRV form). NS has none. */
const CONTENT_RULES: Array<[ExtendedRecordRule, ExtendedDnsType, () => Arbitrary<InvalidValue<string>>]> = [
  ['DNS-CONTENT-A', 'A', () => invalidIpv4()],
  ['DNS-CONTENT-AAAA', 'AAAA', () => invalidIpv6()],
  ['DNS-CONTENT-CNAME', 'CNAME', () => invalidDomainName({ breaks: 'DNS-CONTENT-CNAME' })],
  ['DNS-CONTENT-MX', 'MX', () => invalidDomainName({ breaks: 'DNS-CONTENT-MX' })],
  ['DNS-CONTENT-TXT', 'TXT', () => invalidTxt()],
  ['DNS-CONTENT-SRV', 'SRV', () => invalidSrvContent()],
];

/**
 * A record valid in every respect but one:
 * - a bad name (rule 1, DNS-NAME-RULE), ttl (rule 2, DNS-TTL-RANGE) or content for its type (rule 3, DNS-CONTENT-*);
 * - rule 4 "A CNAME record must not be created on the root `@`" (DNS-CNAME-ROOT);
 * - rule 5 "`priority` is required for MX records": MX with no priority key (DNS-MX-PRIORITY);
 * - §4.4 "Body: type, name, content (required)": one of them left out (DNS-REQUIRED-FIELDS);
 * - §2.3 "type: A, AAAA, CNAME, MX, TXT, SRV, NS": a type outside the list, no priority (DNS-TYPE-ENUM).
 */
export function invalidExtendedRecord(constraints: InvalidExtendedRecordConstraints = {}): Arbitrary<InvalidValue<InvalidRecordBody>> {
  const { prefix, maxNameLength } = constraints;
  const types = constraints.types ?? (limits.enums.extendedDnsTypes as ExtendedDnsType[]);
  const base = (only?: ExtendedDnsType[]) => validExtendedRecord({ prefix, types: only ?? types, maxNameLength });
  const has = (t: ExtendedDnsType) => types.includes(t);
  const rules = new Map<ExtendedRecordRule, Arbitrary<InvalidValue<InvalidRecordBody>>>();

  rules.set(
    'DNS-NAME-RULE',
    fc.tuple(base(), invalidRecordName({ prefix })).map(([r, bad]) => ({ value: { ...r, name: bad.value }, breaks: bad.breaks, field: 'name', why: bad.why })),
  );
  rules.set(
    'DNS-TTL-RANGE',
    fc.tuple(base(), invalidTtl()).map(([r, bad]) => ({ value: { ...r, ttl: bad.value }, breaks: bad.breaks, field: 'ttl', why: bad.why })),
  );
  for (const [rule, type, content] of CONTENT_RULES) {
    if (!has(type)) continue;
    rules.set(
      rule,
      fc
        .tuple(base([type]), content())
        .map(([r, bad]) => ({ value: { ...r, content: bad.value }, breaks: rule, field: 'content', why: `${type} content: ${bad.why}` })),
    );
  }
  if (has('CNAME')) {
    rules.set(
      'DNS-CNAME-ROOT',
      base(['CNAME']).map((r) => ({ value: { ...r, name: '@' }, breaks: 'DNS-CNAME-ROOT', field: 'name', why: 'CNAME at the root @ (rule 4)' })),
    );
  }
  if (has('MX')) {
    rules.set(
      'DNS-MX-PRIORITY',
      base(['MX']).map(({ priority: _dropped, ...r }) => ({ value: r, breaks: 'DNS-MX-PRIORITY', field: 'priority', why: 'MX without priority (rule 5)' })),
    );
  }
  rules.set(
    'DNS-REQUIRED-FIELDS',
    fc.tuple(base(), fc.constantFrom('type', 'name', 'content') as Arbitrary<'type' | 'name' | 'content'>).map(([r, missing]) => {
      const value: InvalidRecordBody = { ...r };
      delete value[missing];
      if (missing === 'type') delete value.priority; // with no type, a priority would be a second oddity
      return { value, breaks: 'DNS-REQUIRED-FIELDS', field: missing, why: `${missing} left out (§4.4: type, name, content required)` };
    }),
  );
  rules.set(
    'DNS-TYPE-ENUM',
    fc.tuple(base(), unknownType()).map(([{ priority: _dropped, ...r }, type]) => ({
      value: { ...r, type },
      breaks: 'DNS-TYPE-ENUM',
      field: 'type',
      why: `type ${type} is not one of ${limits.enums.extendedDnsTypes.join(', ')}`,
    })),
  );

  const wanted = constraints.breaks ?? [...rules.keys()];
  const chosen = wanted.map((rule) => {
    const arb = rules.get(rule);
    if (!arb) throw new RangeError(`rule ${rule} cannot be broken with types ${types.join(', ')}`);
    return arb;
  });
  return fc.oneof(...chosen);
}
