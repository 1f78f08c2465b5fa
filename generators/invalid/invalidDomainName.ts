// generators/invalid/invalidDomainName.ts: CNAME/MX content an implementation must reject, breaking only DNS-CONTENT-CNAME or DNS-CONTENT-MX (§2.3 rule 3).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { InvalidValue } from '../types.js';
import { LABEL_MAX, alnumChar, buildName, letterChar, nameMaterial } from '../internal/dns-name.js';
import { validDomainName } from '../valid/validDomainName.js';

export interface InvalidDomainNameConstraints {
  /** The requirement the value is sent against: CNAME content (default) or MX content. */
  breaks?: 'DNS-CONTENT-CNAME' | 'DNS-CONTENT-MX';
  /** The request field (default 'content'). */
  field?: string;
}

/**
 * §2.3 rule 3: "CNAME and MX content a valid domain name". The spec defines no grammar, so only values no reader of
 * domain names accepts: empty; an empty label (leading dot, double dot); a space or one of ! , : @ # ? = ( < % & inside a
 * label; a URL; more than 253 characters (§8 name length, RFC 1035) with every label still 1-63.
 * Never generated either way, because readers disagree: a hyphen at a label's end (barred from host names, RFC 952/1123,
 * not from domain names, RFC 2181 §11), underscores (DKIM and SRV owner names), '/' (RFC 2317 classless delegation names
 * such as "1.0/25.2.0.192.in-addr.arpa" are CNAME targets), a trailing dot (FQDN), a single label, '*', non-ASCII (IDN)
 * letters, an all-numeric TLD, a label over 63 (AMB-LABEL-LENGTH tests no longer label either way).
 */
export function invalidDomainName(constraints: InvalidDomainNameConstraints = {}): Arbitrary<InvalidValue<string>> {
  const breaks = constraints.breaks ?? 'DNS-CONTENT-CNAME';
  const field = constraints.field ?? 'content';
  const max = constants.dnsNameMaxLength;
  const made = (value: string, why: string): InvalidValue<string> => ({ value, breaks, field, why });
  const domain = validDomainName({ maxLength: 60 });
  const bad = fc.constantFrom(' ', '!', ',', ':', '@', '#', '?', '=', '(', '<', '%', '&');
  const tooLongMax = max + 47;
  return fc.oneof(
    fc.constant(made('', 'empty')),
    fc.tuple(alnumChar, domain).map(([c, d]) => made(`${c}..${d}`, 'an empty label (double dot)')),
    domain.map((d) => made(`.${d}`, 'an empty label (leading dot)')),
    fc.tuple(alnumChar, bad, alnumChar, domain).map(([a, b, c, d]) => made(`${a}${b}${c}.${d}`, `contains ${JSON.stringify(b)}`)),
    fc.tuple(fc.constantFrom('http', 'https'), domain).map(([s, d]) => made(`${s}://${d}/`, 'a URL, not a name')),
    fc
      .tuple(fc.integer({ min: max + 1, max: tooLongMax }), nameMaterial(tooLongMax), fc.array(letterChar, { minLength: 3, maxLength: 3 }))
      .map(([total, material, tld]) =>
        made(`${buildName(total - tld.length - 1, material)}.${tld.join('')}`, `${total} characters (at most ${max}, labels <= ${LABEL_MAX})`),
      ),
  );
}
