// adv1-dns-list-unknown-domain-403: §7 "404 not_found: User, domain or record does not exist": listing records of an unknown domain is a 403.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DnsListUnknownDomain403: Fault = {
  name: 'adv1-dns-list-unknown-domain-403',
  violates: ['DOMAIN-NOT-FOUND'],
  operations: ['listDnsRecords'],
  summary: 'GET /api/v1/domains/{domain_id}/dns answers 403 forbidden for a domain id that names nothing (the other operations answer 404).',
  apply(parts) {
    onResponse(parts, ['listDnsRecords'], (out, { req, params }) => {
      if (out.status === 404) return errorResponse(parts, req, out, new ApiError(403, `access denied to domain ${params.domain_id}`));
    });
  },
};
