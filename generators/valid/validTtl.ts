// generators/valid/validTtl.ts: TTLs an implementation must accept (§2.3 rule 2, §8 "DNS ttl range 60 to 86400 seconds").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';

export interface ValidTtlConstraints {
  min?: number;
  max?: number;
}

/** §2.3 rule 2: "`ttl` is between 60 and 86400 seconds inclusive." Both bounds are generated often. */
export function validTtl(constraints: ValidTtlConstraints = {}): Arbitrary<number> {
  const min = Math.max(constants.dnsTtlMin, constraints.min ?? constants.dnsTtlMin);
  const max = Math.min(constants.dnsTtlMax, constraints.max ?? constants.dnsTtlMax);
  if (min > max) throw new RangeError(`no valid ttl in ${min}..${max}`);
  return fc.oneof({ weight: 1, arbitrary: fc.constant(min) }, { weight: 1, arbitrary: fc.constant(max) }, { weight: 4, arbitrary: fc.integer({ min, max }) });
}
