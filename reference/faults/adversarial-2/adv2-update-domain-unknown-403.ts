// adv2-update-domain-unknown-403: §7 "404 | not_found | User, domain or record does not exist": updateDomain answers 403 for an unknown domain.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UpdateDomainUnknown403: Fault = {
  name: 'adv2-update-domain-unknown-403',
  violates: ['DOMAIN-NOT-FOUND'],
  operations: ['updateDomain'],
  summary: 'PUT /api/v1/domains/{unknown} is a 403',
  apply(parts) {
    onResponse(parts, ['updateDomain'], (out, at) => {
      if (out.status === 404) return errorResponse(parts, at.req, out, new ApiError(403, `access denied to domain ${at.params.domain_id}`));
    });
  },
};
