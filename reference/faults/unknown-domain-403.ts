// reference/faults/unknown-domain-403.ts: fault: a domain id that does not exist answers 403 (§7: 404 not_found).
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const unknownDomain403: Fault = {
  name: 'unknown-domain-403',
  violates: ['DOMAIN-NOT-FOUND'],
  operations: ['*'],
  summary: 'answers 403 forbidden for a domain id that does not exist, as if it belonged to someone else',
  apply(parts) {
    onResponse(parts, '*', (out, { req, params }) => {
      if (out.status === 404 && params.domain_id !== undefined && !parts.store.getDomain(params.domain_id)) {
        return errorResponse(parts, req, out, new ApiError(403, `access denied to domain ${params.domain_id}`));
      }
    });
  },
};
