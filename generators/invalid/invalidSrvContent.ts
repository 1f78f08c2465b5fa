// generators/invalid/invalidSrvContent.ts: SRV content an implementation must reject, breaking only DNS-CONTENT-SRV (§2.3 SRV content form).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { InvalidValue } from '../types.js';
import { uint16 } from '../internal/uint16.js';
import { alnumChar } from '../internal/dns-name.js';
import { validDomainName } from '../valid/validDomainName.js';

export type InvalidSrvContentConstraints = Record<string, never>;

const PART_NAMES = ['priority', 'weight', 'port'] as const;

/**
 * §2.3: "SRV `content` is a single string of four space-separated parts: priority, weight, port, target."
 * Only what every reading refuses: three or five parts; a number part that is no number at all ("x", "ten", "5a", or empty,
 * which leaves a double space: four parts with an empty one to a reader splitting on single spaces, three to one splitting
 * on runs of blanks); the empty string.
 * The spec states no range and no target rule, so a number over 65535, "-1", "1.5" and a target that is no host name are
 * open (a server may take them, RFC 2782's 16-bit fields notwithstanding) and never generated either way.
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
      .tuple(parts, at, fc.constantFrom('x', 'ten', '5a', ''))
      .map(([p, i, s]) => made(replaced(p, i, s), `${PART_NAMES[i]} ${JSON.stringify(s)} is not a number`)),
    fc.constant(made('', 'empty')),
  );
}
