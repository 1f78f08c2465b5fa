// generators/invalid/invalidListQuery.ts: GET /api/v1/users queries with one value outside §4.2, breaking USER-LIST-LIMIT-MAX or USER-LIST-PARAMS-INVALID
// (§4.2, §7, §8); an implementation rejects them, or reads the value as absent or clamped (AMB-LIST-LIMIT-OVER-MAX, AMB-LIST-PARAM-INVALID).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { InvalidValue } from '../types.js';
import { validListQuery } from '../valid/validListQuery.js';

export type InvalidListQueryConstraints = Record<string, never>;

/** A query as it is sent: numbers or raw strings, serialised by the caller. */
export type RawListQuery = Record<string, string | number>;

type Key = 'limit' | 'offset' | 'sort' | 'order';

/**
 * §4.2: "limit (integer, default 50, max 100), offset (integer, default 0), sort (created_at, last_login or
 * domain_count), order (asc or desc)"; §7 "400 validation_error: Invalid request data or parameters".
 * One parameter broken, the others valid or absent:
 * - limit 101+ (101 often) breaks USER-LIST-LIMIT-MAX (AMB-LIST-LIMIT-OVER-MAX lets it be clamped or rejected);
 * - limit 0 or negative, a non-integer limit or offset ("abc", "1.5", 2.5), a negative offset, an unknown sort or
 *   order break USER-LIST-PARAMS-INVALID. An empty value and other casings of the allowed words are never
 *   generated: they may fairly read as "absent" or be matched case-insensitively.
 */
export function invalidListQuery(_constraints: InvalidListQueryConstraints = {}): Arbitrary<InvalidValue<RawListQuery>> {
  const max = constants.listUsersLimitMax;
  const params = 'USER-LIST-PARAMS-INVALID';
  const fault = (key: Key, breaks: string, value: Arbitrary<string | number>, why: string) =>
    value.map((v) => ({ key, breaks, v, why: `${key}=${v}: ${why}` }));
  const faults = fc.oneof(
    {
      weight: 3,
      arbitrary: fault('limit', 'USER-LIST-LIMIT-MAX', fc.oneof(fc.constant(max + 1), fc.integer({ min: max + 1, max: 100_000 })), `over the maximum ${max}`),
    },
    { weight: 1, arbitrary: fault('limit', params, fc.oneof(fc.constant(0), fc.integer({ min: -1000, max: 0 })), 'not a positive page size') },
    { weight: 1, arbitrary: fault('limit', params, fc.constantFrom('abc', 'ten', '1.5', 2.5, '10abc'), 'not an integer') },
    { weight: 1, arbitrary: fault('offset', params, fc.oneof(fc.constant(-1), fc.integer({ min: -1000, max: -1 })), 'negative') },
    { weight: 1, arbitrary: fault('offset', params, fc.constantFrom('abc', 'zero', '1.5', 2.5), 'not an integer') },
    { weight: 1, arbitrary: fault('sort', params, fc.constantFrom('name', 'email', 'total_spent', 'updated_at', 'random', 'createdAt'), 'not a sort field') },
    { weight: 1, arbitrary: fault('order', params, fc.constantFrom('ascending', 'descending', 'up', 'down', 'random'), 'not asc or desc') },
  );
  return fc.tuple(validListQuery(), faults).map(([query, { key, breaks, v, why }]) => {
    const value: RawListQuery = { ...(query as RawListQuery), [key]: v };
    return { value, breaks, field: key, why };
  });
}
