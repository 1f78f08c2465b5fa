// adv2-renew-foreign-domain-404: §5 rule 5 "Access to a domain the key may not use yields 403 (extended interface).": renewDomain answers 404.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RenewForeignDomain404: Fault = {
  name: 'adv2-renew-foreign-domain-404',
  violates: ['AUTH-DOMAIN-403'],
  operations: ['renewDomain'],
  summary: "renewing another key's domain is a 404",
  apply(parts) {
    onResponse(parts, ['renewDomain'], (out, at) => {
      if (out.status === 403) return errorResponse(parts, at.req, out, new ApiError(404, `domain ${at.params.domain_id} not found`));
    });
  },
};
