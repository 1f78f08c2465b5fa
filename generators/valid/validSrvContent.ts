// generators/valid/validSrvContent.ts: SRV content an implementation must accept (§2.3 "SRV content is a single string of four space-separated parts").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { uint16 } from '../internal/uint16.js';
import { validDomainName } from './validDomainName.js';

export type ValidSrvContentConstraints = Record<string, never>;

/**
 * §2.3: "SRV `content` is a single string of four space-separated parts: priority, weight, port, target."
 * The spec gives no range or target rule, so only what the strictest careful server takes: priority, weight and port
 * decimal integers 0-65535 (RFC 2782's 16-bit fields, no leading zeros); target a plain host name as validDomainName makes
 * it (never "." or a trailing dot). Single spaces only.
 */
export function validSrvContent(_constraints: ValidSrvContentConstraints = {}): Arbitrary<string> {
  return fc
    .tuple(uint16, uint16, uint16, validDomainName({ maxLength: 100 }))
    .map(([priority, weight, port, target]) => `${priority} ${weight} ${port} ${target}`);
}
