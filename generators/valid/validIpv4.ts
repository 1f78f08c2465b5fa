// generators/valid/validIpv4.ts: A record content an implementation must accept (§2.3 rule 3 "A content must be a valid IPv4 address").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

export type ValidIpv4Constraints = Record<string, never>;

const octet = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 255 }) }, { weight: 1, arbitrary: fc.constantFrom(0, 1, 254, 255) });

/**
 * §2.3 rule 3: "A content must be a valid IPv4 address". Dotted-quad decimal, four octets 0-255, no leading zeros
 * (which some parsers read as octal) and no short forms like "127.1", so every parser agrees it is an address.
 * Half of the values come from the documentation ranges (RFC 5737), the rest from the whole space.
 */
export function validIpv4(_constraints: ValidIpv4Constraints = {}): Arbitrary<string> {
  const documentation = fc
    .tuple(fc.constantFrom('192.0.2', '198.51.100', '203.0.113'), fc.integer({ min: 0, max: 255 }))
    .map(([net, host]) => `${net}.${host}`);
  const any = fc.tuple(octet, octet, octet, octet).map((octets) => octets.join('.'));
  return fc.oneof(documentation, any);
}
