// generators/internal/uint16.ts: 16-bit DNS fields, MX preference (RFC 1035) and SRV priority, weight, port (RFC 2782); §2.3 names them without a range.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

export const UINT16_MAX = 0xffff;

/** 0..65535, the bounds and small values generated often. */
export const uint16: Arbitrary<number> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(0, UINT16_MAX) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 100 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: UINT16_MAX }) },
);
