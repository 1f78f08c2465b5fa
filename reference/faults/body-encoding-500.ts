// reference/faults/body-encoding-500.ts: fault: a request body whose Content-Encoding does not decode makes the server fail with 500, as a
// decompression error nobody catches would (§7: 400 is "Invalid request data", 500 a server error).
import { errorResponse, onResponse } from './helpers.js';
import { ApiError } from '../errors.js';
import type { Fault } from './types.js';

export const bodyEncoding500: Fault = {
  name: 'body-encoding-500',
  violates: ['ERR-BODY-ENCODING'],
  operations: ['*'],
  summary: 'lets the error of a request body that does not inflate reach the handler of server errors: a 500 instead of a 400, 415 or 422',
  apply(parts) {
    // As the mutant of routing.ts `toApiError(error).status === 500` -> false: the zlib error is kept, and it maps to 500.
    onResponse(parts, '*', (out, { req }) => {
      if (!req.headers['content-encoding'] || out.status >= 500 || out.status < 400) return undefined;
      return errorResponse(parts, req, out, new ApiError(500, 'internal server error'));
    });
  },
};
