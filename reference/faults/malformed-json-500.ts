// reference/faults/malformed-json-500.ts: fault: a body that is not valid JSON answers 500 (§1, §7: 400 validation_error).
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const malformedJson500: Fault = {
  name: 'malformed-json-500',
  violates: ['ERR-MALFORMED-400'],
  operations: ['*'],
  summary: 'lets the JSON parse error escape: a malformed body answers 500 internal_error',
  apply(parts) {
    onResponse(parts, '*', (out, { req }) => {
      const bodyError = req.res?.locals.bodyError as { type?: string } | undefined;
      if (out.status === 400 && bodyError?.type === 'entity.parse.failed') return errorResponse(parts, req, out, new ApiError(500, 'internal server error'));
    });
  },
};
