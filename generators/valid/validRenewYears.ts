// generators/valid/validRenewYears.ts: renewal periods an implementation must accept (§4.3 renew, §8 "Renew years 1 to 10").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';

export type ValidRenewYearsConstraints = Record<string, never>;

/** §4.3: "Body: years (integer, required, 1-10)". Both bounds generated often. */
export function validRenewYears(_constraints: ValidRenewYearsConstraints = {}): Arbitrary<number> {
  const { renewYearsMin: min, renewYearsMax: max } = constants;
  return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));
}
