// reference/faults/repeat-create-400.ts: fault: a repeated POST /api/v1/users answers 400 (§4.1 finds or creates; §7 an existing identifier is at most a 409
// conflict).
import { ApiError, errorResponse, isSuccess, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const repeatCreate400: Fault = {
  name: 'repeat-create-400',
  violates: ['USER-FIND-OR-CREATE', 'USER-REPEAT-FORM'],
  operations: ['createUser'],
  summary: 'answers a POST /api/v1/users for an existing identifier with 400 validation_error instead of a session or 409',
  apply(parts) {
    const seen = new Set<string>();
    onResponse(parts, ['createUser'], (out, { req, apiKey }) => {
      const id = objectBodyOf(req)?.user_identifier;
      if (!isSuccess(out.status) || typeof id !== 'string' || !apiKey) return;
      const key = `${apiKey}\u0000${id}`;
      if (!seen.has(key)) {
        seen.add(key);
        return;
      }
      return errorResponse(parts, req, out, new ApiError(400, `user_identifier ${id} is already taken`, { field: 'user_identifier', code: 'invalid_format' }));
    });
  },
};
