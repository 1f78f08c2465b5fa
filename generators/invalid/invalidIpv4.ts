// generators/invalid/invalidIpv4.ts: A record content an implementation must reject, each breaking only DNS-CONTENT-A (§2.3 rule 3).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { InvalidValue } from '../types.js';
import { validIpv4 } from '../valid/validIpv4.js';
import { validIpv6 } from '../valid/validIpv6.js';
import { validDomainName } from '../valid/validDomainName.js';

export type InvalidIpv4Constraints = Record<string, never>;

/**
 * §2.3 rule 3: "A content must be a valid IPv4 address". Values no parser reads as one: five parts, an octet over 255,
 * a negative or non-numeric octet, an empty part, a stray dot in front, a space after a dot, an IPv6 address, a host name,
 * the empty string.
 * Never generated, because some careful reader accepts them: inet_aton(3) short forms ("1.2.3", "127.1"), leading zeros
 * and hex ("010.1.1.1" octal to some, decimal to others; "0x7f"), a trailing dot (an FQDN mark a server may strip from
 * any content), a prefix length ("192.0.2.1/24": Ruby's IPAddr and PostgreSQL's inet read it as an address).
 */
export function invalidIpv4(_constraints: InvalidIpv4Constraints = {}): Arbitrary<InvalidValue<string>> {
  const made = (value: string, why: string): InvalidValue<string> => ({ value, breaks: 'DNS-CONTENT-A', field: 'content', why });
  const quad = validIpv4().map((ip) => ip.split('.'));
  const at = fc.integer({ min: 0, max: 3 });
  const replaced = (parts: string[], i: number, part: string) => parts.map((p, j) => (j === i ? part : p)).join('.');
  return fc.oneof(
    fc.tuple(quad, fc.integer({ min: 0, max: 255 })).map(([p, extra]) => made([...p, String(extra)].join('.'), 'five parts')),
    fc.tuple(quad, at, fc.integer({ min: 256, max: 999 })).map(([p, i, n]) => made(replaced(p, i, String(n)), `octet ${n} over 255`)),
    fc.tuple(quad, at, fc.integer({ min: 1, max: 255 })).map(([p, i, n]) => made(replaced(p, i, `-${n}`), 'negative octet')),
    fc.tuple(quad, at, fc.constantFrom('a', 'x', 'ff', 'one')).map(([p, i, s]) => made(replaced(p, i, s), 'non-numeric octet')),
    // Not the last octet: "1.2.3." would be a short form behind a trailing dot, both accepted by some.
    fc.tuple(quad, fc.integer({ min: 0, max: 2 })).map(([p, i]) => made(replaced(p, i, ''), 'empty octet')),
    quad.map((p) => made(`.${p.join('.')}`, 'leading dot')),
    // After a dot, not before one: inet_aton(3) stops at a blank, so "1.2 .3.4" would read as the short form "1.2".
    fc.tuple(quad, fc.integer({ min: 1, max: 3 })).map(([p, i]) => made(replaced(p, i, ` ${p[i]}`), 'a space inside')),
    validIpv6().map((ip) => made(ip, 'an IPv6 address')),
    validDomainName({ maxLength: 40 }).map((d) => made(d, 'a host name')),
    fc.constant(made('', 'empty')),
  );
}
