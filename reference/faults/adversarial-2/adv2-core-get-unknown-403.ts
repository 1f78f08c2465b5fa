// adv2-core-get-unknown-403: §7 "404 | not_found | User, domain or record does not exist": getCoreDnsRecord answers 403 for an unknown id.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CoreGetUnknown403: Fault = {
  name: 'adv2-core-get-unknown-403',
  violates: ['CORE-DNS-NOT-FOUND'],
  operations: ['getCoreDnsRecord'],
  summary: 'GET /api/v1/dns_records/{unknown} is a 403',
  apply(parts) {
    onResponse(parts, ['getCoreDnsRecord'], (out, at) => {
      if (out.status === 404) return errorResponse(parts, at.req, out, new ApiError(403, `access denied to record ${at.params.id}`));
    });
  },
};
