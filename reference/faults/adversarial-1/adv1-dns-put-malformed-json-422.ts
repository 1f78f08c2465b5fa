// adv1-dns-put-malformed-json-422: §7 "400 | validation_error | Invalid request data" (a body that is not JSON): updateDnsRecord answers 422.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DnsPutMalformedJson422: Fault = {
  name: 'adv1-dns-put-malformed-json-422',
  violates: ['ERR-MALFORMED-400'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} answers a body that is not JSON with 422, not 400.',
  apply(parts) {
    onResponse(parts, ['updateDnsRecord'], (out, { req }) => {
      const parseError = req.res?.locals.bodyError as { type?: unknown } | undefined;
      if (out.status === 400 && parseError?.type === 'entity.parse.failed') {
        return errorResponse(parts, req, out, new ApiError(422, 'request body is not a valid record', { field: 'body', code: 'invalid_format' }));
      }
    });
  },
};
