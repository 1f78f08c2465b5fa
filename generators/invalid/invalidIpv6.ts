// generators/invalid/invalidIpv6.ts: AAAA record content an implementation must reject, each breaking only DNS-CONTENT-AAAA (§2.3 rule 3).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { InvalidValue } from '../types.js';
import { validIpv4 } from '../valid/validIpv4.js';

export type InvalidIpv6Constraints = Record<string, never>;

/**
 * §2.3 rule 3: "AAAA content a valid IPv6 address". Values no RFC 4291 parser reads as one: nine groups, seven
 * groups without "::", two "::", ":::", "::" beside eight groups, a five-digit or non-hex group, a lone colon at
 * either end, a bad embedded IPv4 octet, an IPv4 address, the empty string.
 * Never generated, because some careful reader accepts them: a zone index ("%eth0"), brackets ("[2001:db8::1]": Ruby's
 * IPAddr and Java's InetAddress.getByName drop them) and a prefix length ("2001:db8::1/64": Ruby's IPAddr and
 * PostgreSQL's inet take it).
 */
export function invalidIpv6(_constraints: InvalidIpv6Constraints = {}): Arbitrary<InvalidValue<string>> {
  const made = (value: string, why: string): InvalidValue<string> => ({ value, breaks: 'DNS-CONTENT-AAAA', field: 'content', why });
  const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
  const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
  const at = (n: number) => fc.integer({ min: 0, max: n - 1 });
  const replaced = (g: string[], i: number, part: string) => g.map((p, j) => (j === i ? part : p)).join(':');
  return fc.oneof(
    groups(9).map((g) => made(g.join(':'), 'nine groups')),
    groups(7).map((g) => made(g.join(':'), 'seven groups and no "::"')),
    fc.tuple(groups(4), fc.integer({ min: 1, max: 2 })).map(([g, i]) => made(`${g.slice(0, i).join(':')}::${g[i]}::${g.slice(i + 1).join(':')}`, 'two "::"')),
    fc.tuple(groups(4), fc.integer({ min: 1, max: 3 })).map(([g, i]) => made(`${g.slice(0, i).join(':')}:::${g.slice(i).join(':')}`, '":::"')),
    fc
      .tuple(groups(8), fc.integer({ min: 1, max: 7 }))
      .map(([g, i]) => made(`${g.slice(0, i).join(':')}::${g.slice(i).join(':')}`, '"::" beside eight groups')),
    fc.tuple(groups(8), at(8), fc.integer({ min: 0x10000, max: 0xfffff })).map(([g, i, n]) => made(replaced(g, i, n.toString(16)), 'a five-digit group')),
    fc.tuple(groups(8), at(8), fc.constantFrom('g', 'xyz', '12g4', 'z0')).map(([g, i, s]) => made(replaced(g, i, s), 'a non-hex group')),
    groups(8).map((g) => made(`:${g.join(':')}`, 'a lone leading colon')),
    groups(8).map((g) => made(`${g.join(':')}:`, 'a lone trailing colon')),
    fc.tuple(fc.integer({ min: 256, max: 999 }), validIpv4()).map(([n, ip]) => made(`::ffff:${ip.replace(/^\d+/, String(n))}`, 'embedded IPv4 octet over 255')),
    validIpv4().map((ip) => made(ip, 'an IPv4 address')),
    fc.constant(made('', 'empty')),
  );
}
