// reference/faults/missing-key-400.ts: fault: a request without Authorization answers 400 (§5 rule 3: a missing key yields 401).
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const missingKey400: Fault = {
  name: 'missing-key-400',
  violates: ['AUTH-401-MISSING'],
  operations: ['*'],
  summary: 'treats a missing Authorization header as a malformed request: 400 validation_error instead of 401',
  apply(parts) {
    onResponse(parts, '*', (out, { req }) => {
      if (out.status === 401 && req.headers.authorization === undefined) {
        return errorResponse(
          parts,
          req,
          out,
          new ApiError(400, 'Authorization header is required', { field: 'Authorization', code: 'missing_required_field' }),
        );
      }
    });
  },
};
