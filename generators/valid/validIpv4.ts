// generators/valid/validIpv4.ts: A record content an implementation must accept (§2.3 rule 3 "A content must be a valid IPv4 address").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

export type ValidIpv4Constraints = Record<string, never>;

const octet = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 255 }) }, { weight: 1, arbitrary: fc.constantFrom(0, 1, 254, 255) });

/**
 * First octets of ordinary unicast space. A server may refuse special-purpose addresses as record content (RFC 6890), so
 * none is sent: 0/8 "this network" (0.0.0.0), 127/8 loopback, 224/4 multicast, 240/4 reserved (255.255.255.255 with it);
 * 169.254/16 link-local is left out below.
 */
const unicastFirst = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 223 }).filter((n) => n !== 127) },
  { weight: 1, arbitrary: fc.constantFrom(1, 126, 128, 223) },
);

/**
 * §2.3 rule 3: "A content must be a valid IPv4 address". Dotted-quad decimal, four octets 0-255, no leading zeros
 * (which some parsers read as octal) and no short forms like "127.1", so every parser agrees it is an address; and an
 * ordinary unicast one (above), so no server has a reason to refuse it. The other octets take their whole range (x.y.z.0
 * and x.y.z.255 are hosts in any network wider than a /24).
 * Half of the values come from the documentation ranges (RFC 5737), the rest from unicast space.
 */
export function validIpv4(_constraints: ValidIpv4Constraints = {}): Arbitrary<string> {
  const documentation = fc
    .tuple(fc.constantFrom('192.0.2', '198.51.100', '203.0.113'), fc.integer({ min: 0, max: 255 }))
    .map(([net, host]) => `${net}.${host}`);
  const unicast = fc
    .tuple(unicastFirst, octet, octet, octet)
    .filter(([a, b]) => !(a === 169 && b === 254)) // 169.254/16, link-local (RFC 3927)
    .map((octets) => octets.join('.'));
  return fc.oneof(documentation, unicast);
}
