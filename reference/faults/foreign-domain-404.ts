// reference/faults/foreign-domain-404.ts: fault: a domain the key may not use answers 404 instead of 403 (§5 rule 5).
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const foreignDomain404: Fault = {
  name: 'foreign-domain-404',
  violates: ['AUTH-DOMAIN-403'],
  operations: ['*'],
  summary: "hides another key's domain behind 404 not_found on every operation instead of answering 403 forbidden",
  apply(parts) {
    onResponse(parts, '*', (out, { req, params }) => {
      if (out.status === 403) return errorResponse(parts, req, out, new ApiError(404, `domain ${params.domain_id ?? ''} not found`.trim()));
    });
  },
};
