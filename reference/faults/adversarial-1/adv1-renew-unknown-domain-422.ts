// adv1-renew-unknown-domain-422: §7 "404 not_found: User, domain or record does not exist": renew of an unknown domain is a 422.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RenewUnknownDomain422: Fault = {
  name: 'adv1-renew-unknown-domain-422',
  violates: ['DOMAIN-NOT-FOUND'],
  operations: ['renewDomain'],
  summary: 'POST /api/v1/domains/{domain_id}/renew answers 422 for a domain id that names nothing.',
  apply(parts) {
    onResponse(parts, ['renewDomain'], (out, { req, params }) => {
      if (out.status === 404) return errorResponse(parts, req, out, new ApiError(422, `domain ${params.domain_id} cannot be renewed`));
    });
  },
};
