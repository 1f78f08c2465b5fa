// generators/invalid/invalidTtl.ts: TTLs an implementation must reject, each breaking only DNS-TTL-RANGE (§2.3 rule 2, §8).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { InvalidValue } from '../types.js';

export type InvalidTtlConstraints = Record<string, never>;

const INT32_MAX = 2 ** 31 - 1;

/**
 * §2.3 rule 2: "`ttl` is between 60 and 86400 seconds inclusive." Integers outside it: 59 and 86401 (the first
 * values out, generated often), 0, 1..58, negatives, 86402 and above (within 32 bits, so no JSON reader loses
 * precision). Integers only: a ttl of the wrong JSON type is a type error, not this rule.
 */
export function invalidTtl(_constraints: InvalidTtlConstraints = {}): Arbitrary<InvalidValue<number>> {
  const { dnsTtlMin: min, dnsTtlMax: max } = constants;
  const made =
    (why: string) =>
    (value: number): InvalidValue<number> => ({ value, breaks: 'DNS-TTL-RANGE', field: 'ttl', why: `${value}: ${why}` });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(min - 1).map(made(`one below the minimum ${min}`)) },
    { weight: 3, arbitrary: fc.constant(max + 1).map(made(`one above the maximum ${max}`)) },
    { weight: 1, arbitrary: fc.constant(0).map(made('zero')) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: min - 1 }).map(made(`below the minimum ${min}`)) },
    { weight: 1, arbitrary: fc.integer({ min: -INT32_MAX, max: -1 }).map(made('negative')) },
    { weight: 2, arbitrary: fc.integer({ min: max + 1, max: INT32_MAX }).map(made(`above the maximum ${max}`)) },
  );
}
