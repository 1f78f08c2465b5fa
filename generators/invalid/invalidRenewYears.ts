// generators/invalid/invalidRenewYears.ts: renewal periods an implementation must reject, breaking only DOMAIN-RENEW-YEARS (§4.3 renew, §8).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { InvalidValue } from '../types.js';

export type InvalidRenewYearsConstraints = Record<string, never>;

/**
 * §4.3: "Body: years (integer, required, 1-10)". JSON numbers that are not an integer 1-10: 0 and 11 (the first
 * values out, often), negatives, 12 and above, and non-integers such as 1.5 (never one that equals an integer).
 */
export function invalidRenewYears(_constraints: InvalidRenewYearsConstraints = {}): Arbitrary<InvalidValue<number>> {
  const { renewYearsMin: min, renewYearsMax: max } = constants;
  const made =
    (why: string) =>
    (value: number): InvalidValue<number> => ({ value, breaks: 'DOMAIN-RENEW-YEARS', field: 'years', why: `${value}: ${why}` });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(min - 1).map(made(`below ${min}`)) },
    { weight: 2, arbitrary: fc.constant(max + 1).map(made(`above ${max}`)) },
    { weight: 1, arbitrary: fc.integer({ min: -1000, max: min - 1 }).map(made(`below ${min}`)) },
    { weight: 1, arbitrary: fc.integer({ min: max + 1, max: 1000 }).map(made(`above ${max}`)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: min, max: max - 1 }), fc.constantFrom(0.5, 0.25, 0.75, 0.1))
        .map(([n, frac]) => n + frac)
        .map(made('not an integer')),
    },
  );
}
