// generators/valid/validListQuery.ts: GET /api/v1/users query parameters an implementation must accept (§4.2 list users, §8 "List users limit max 100").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { ListQuery } from '../types.js';

export type ValidListQueryConstraints = Record<string, never>;

/**
 * §4.2: "limit (integer, default 50, max 100), offset (integer, default 0), sort (created_at, last_login or
 * domain_count; default created_at), order (asc or desc; default desc)". Each key may be absent (the defaults).
 * limit 1..100 (0 is no page at all: USER-LIST-PARAMS-INVALID), offset 0.. (past the end is valid: an empty page).
 */
export function validListQuery(_constraints: ValidListQueryConstraints = {}): Arbitrary<ListQuery> {
  const max = constants.listUsersLimitMax;
  return fc.record(
    {
      limit: fc.oneof(fc.constantFrom(1, max), fc.integer({ min: 1, max })),
      offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 100_000 })),
      sort: fc.constantFrom(...constants.listUsersSortFields),
      order: fc.constantFrom(...constants.listUsersOrders),
    },
    { requiredKeys: [] },
  );
}
