// reference/faults/invalid-key-403.ts: fault: an unknown API key answers 403 instead of 401 (§5 rule 3).
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const invalidKey403: Fault = {
  name: 'invalid-key-403',
  violates: ['AUTH-401-INVALID'],
  operations: ['*'],
  summary: 'answers a well-formed bearer header with a key it never issued with 403 forbidden instead of 401',
  apply(parts) {
    onResponse(parts, '*', (out, { req, apiKey }) => {
      if (out.status === 401 && apiKey !== null && !parts.store.isApiKey(apiKey) && /^Bearer /i.test(req.headers.authorization ?? '')) {
        return errorResponse(parts, req, out, new ApiError(403, 'API key not allowed'));
      }
    });
  },
};
