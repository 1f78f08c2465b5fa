// generators/edges.ts: the values a valid generator exists to reach, as explicit lists (§2.1, §2.3 rules 1-5, §8 constants; issue 27 delivery 2).
//
// A property that only sometimes draws the value that matters is a check that only sometimes exists: a fault found at one seed and
// missed at another. Each list here is sent in every run: the generators mix it in (fc.constantFrom) and the properties pass it as
// fast-check `examples`, which run before the random cases whatever the seed. tests/generators/edges.test.ts proves each edge is present
// and valid under the strict reading of the oracle.
import { constants, limits } from '../contracts/spec-data.js';
import { LABEL_MAX, checkPrefix } from './internal/dns-name.js';
import { UINT16_MAX } from './internal/uint16.js';
import type { ExtendedDnsType, ExtendedRecordBody } from './types.js';

/**
 * §2.3 rule 3 "AAAA content a valid IPv6 address": RFC 4291 §2.2 names three text forms, the third "x:x:x:x:x:x:d.d.d.d" (mixed notation),
 * so an address written with an embedded IPv4 part is as valid as any other. 64:ff9b::/96 is the NAT64 well-known prefix (RFC 6052),
 * globally reachable; the others stay under 2000::/3.
 */
export const IPV6_EDGES = ['64:ff9b::192.0.2.33', '2001:db8::192.0.2.33', '2001:db8:0:0:0:0:198.51.100.7', '2001:db8::', '2001:DB8::A'] as const;

/** §2.1 "Valid e-mail address format": `+` is an atext character (RFC 5322 §3.2.3), sub-addressing that every reading accepts. */
export const EMAIL_EDGES = ['first.last+tag@example.com', 'a+b@mail.example.org', 'a@b.co'] as const;

/** §2.3 rule 2 "`ttl` is between 60 and 86400 seconds inclusive": both bounds. */
export const TTL_EDGES = [constants.dnsTtlMin, constants.dnsTtlMax] as const;

/** A name of exactly `length` characters, labels of at most 63 (AMB-LABEL-LENGTH), starting with `head` (which ends a label or is empty). */
export function nameOfExactLength(length: number, head = ''): string {
  let name = head;
  while (name.length < length) {
    const label = name.length - name.lastIndexOf('.') - 1;
    // A dot only where a label follows it: never a dot last, never an empty label.
    const dot = name.length > 0 && !name.endsWith('.') && !name.endsWith('-') && label >= LABEL_MAX - 1 && length - name.length >= 2;
    name += dot ? '.' : 'a';
  }
  return name;
}

export interface RecordNameEdgeConstraints {
  /** Every name starts with `${prefix}-` (the run prefix). Without one, the one-character names lead. */
  prefix?: string;
  /** Longest name (default §8 253); on a domain, 253 - zone.length - 1. */
  maxLength?: number;
}

/**
 * §2.3 rule 1 "`name` is 1-253 characters": the shortest and the longest. Without a prefix the shortest is one character, a letter and
 * a digit; with one, the prefix and one more character. The longest is exactly maxLength.
 */
export function recordNameEdges(constraints: RecordNameEdgeConstraints = {}): string[] {
  const maxLength = constraints.maxLength ?? constants.dnsNameMaxLength;
  const { prefix } = constraints;
  if (prefix === undefined) return ['a', '7', 'x-y', nameOfExactLength(maxLength)];
  checkPrefix(prefix, maxLength);
  return [`${prefix}-a`, nameOfExactLength(maxLength, `${prefix}.`)];
}

/** §2.1 "max 255 characters; only letters, digits, underscore, hyphen": the shortest, the longest and both punctuation characters. */
export function userIdentifierEdges(prefix?: string): string[] {
  const max = constants.userIdentifierMaxLength;
  if (prefix === undefined) return ['a', 'Z_9-x', 'u'.repeat(max)];
  return [`${prefix}_a`, `${prefix}-A_b-9`, `${prefix}_${'u'.repeat(max - prefix.length - 1)}`];
}

/** §2.3 rule 3 "TXT content any text, at most 255 characters per string": one character and 255. */
export const TXT_EDGES = ['t', `${'x'.repeat(constants.txtStringMaxLength - 1)}y`] as const;

/** One edge content per type (rule 3, the SRV form, AMB-NS-CONTENT), besides the ordinary one. */
const CONTENT_EDGES: Record<ExtendedDnsType, readonly string[]> = {
  A: ['192.0.2.0', '203.0.113.255'],
  AAAA: IPV6_EDGES,
  CNAME: ['a.bc', `${nameOfExactLength(LABEL_MAX)}.example.net`],
  MX: ['mail.example.net'],
  TXT: TXT_EDGES,
  SRV: [`0 0 ${UINT16_MAX} sip.example.net`, '10 5 5060 a.bc'],
  NS: ['ns1.example.net'],
};

export interface ExtendedRecordEdgeConstraints extends RecordNameEdgeConstraints {
  types?: ExtendedDnsType[];
}

/**
 * Records of each type that together reach every edge of §2.3: the shortest and the longest name, both ttl bounds and no ttl (the
 * default), every edge content of the type, MX priority 0 and 65535 (rule 5). Each is valid under every rule, as validExtendedRecord's.
 */
export function extendedRecordEdges(constraints: ExtendedRecordEdgeConstraints = {}): ExtendedRecordBody[] {
  const types = constraints.types ?? (limits.enums.extendedDnsTypes as ExtendedDnsType[]);
  const names = recordNameEdges(constraints);
  const out: ExtendedRecordBody[] = [];
  for (const type of types) {
    const contents = CONTENT_EDGES[type];
    const count = Math.max(contents.length, names.length, TTL_EDGES.length + 1);
    for (let i = 0; i < count; i += 1) {
      const content = contents[i % contents.length];
      const body: ExtendedRecordBody = { type, name: names[i % names.length], content };
      const ttl = i % (TTL_EDGES.length + 1);
      if (ttl < TTL_EDGES.length) body.ttl = TTL_EDGES[ttl];
      if (type === 'MX') body.priority = i % 2 === 0 ? 0 : UINT16_MAX;
      // AMB-SRV-PRIORITY: a priority sent is the content's own.
      if (type === 'SRV' && i % 2 === 1) body.priority = Number(content.split(' ')[0]);
      out.push(body);
    }
  }
  return out;
}
