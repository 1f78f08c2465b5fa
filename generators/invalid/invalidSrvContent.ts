// generators/invalid/invalidSrvContent.ts: SRV content an implementation must reject, breaking only DNS-CONTENT-SRV (§2.3 SRV content form).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { InvalidValue } from '../types.js';
import { UINT16_MAX, uint16 } from '../internal/uint16.js';
import { alnumChar } from '../internal/dns-name.js';
import { validDomainName } from '../valid/validDomainName.js';

export type InvalidSrvContentConstraints = Record<string, never>;

const PART_NAMES = ['priority', 'weight', 'port'] as const;

/**
 * §2.3: "SRV `content` is a single string of four space-separated parts: priority, weight, port, target."
 * Faults: three or five parts; a number part that is not a decimal integer ("x", "1.5", "-1", "5a"); a number part
 * over 65535 (16-bit fields, RFC 2782); a target that is no domain name (hyphen at a label end, empty label);
 * the empty string. Single spaces only, so a reader that splits on runs of blanks sees the same parts.
 */
export function invalidSrvContent(_constraints: InvalidSrvContentConstraints = {}): Arbitrary<InvalidValue<string>> {
  const made = (value: string, why: string): InvalidValue<string> => ({ value, breaks: 'DNS-CONTENT-SRV', field: 'content', why });
  const parts = fc.tuple(uint16, uint16, uint16, validDomainName({ maxLength: 60 })).map((p) => p.map(String));
  const at = fc.integer({ min: 0, max: 2 });
  const replaced = (p: string[], i: number, part: string) => p.map((x, j) => (j === i ? part : x)).join(' ');
  return fc.oneof(
    fc.tuple(parts, fc.integer({ min: 0, max: 3 })).map(([p, drop]) => made(p.filter((_, j) => j !== drop).join(' '), 'three parts')),
    fc.tuple(parts, uint16).map(([p, extra]) => made([...p.slice(0, 3), String(extra), p[3]].join(' '), 'five parts')),
    fc.tuple(parts, alnumChar).map(([p, c]) => made(`${p.join(' ')} ${c}`, 'five parts (trailing word)')),
    fc
      .tuple(parts, at, fc.constantFrom('x', 'ten', '1.5', '-1', '5a'))
      .map(([p, i, s]) => made(replaced(p, i, s), `${PART_NAMES[i]} ${JSON.stringify(s)} is not an integer`)),
    fc
      .tuple(parts, at, fc.oneof(fc.constant(UINT16_MAX + 1), fc.integer({ min: UINT16_MAX + 1, max: 999_999 })))
      .map(([p, i, n]) => made(replaced(p, i, String(n)), `${PART_NAMES[i]} ${n} over ${UINT16_MAX}`)),
    fc
      .tuple(parts, alnumChar, fc.constantFrom('-x.', 'x-.', 'x..', '.'))
      .map(([p, c, shape]) => made([...p.slice(0, 3), shape.replace('x', c) + p[3]].join(' '), 'target is not a domain name')),
    fc.constant(made('', 'empty')),
  );
}
