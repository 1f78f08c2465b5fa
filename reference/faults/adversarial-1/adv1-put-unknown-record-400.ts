// adv1-put-unknown-record-400: §7 "404 not_found: User, domain or record does not exist": PUT of an unknown record is a 400.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1PutUnknownRecord400: Fault = {
  name: 'adv1-put-unknown-record-400',
  violates: ['DNS-RECORD-NOT-FOUND'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} answers 400 for a record id that names nothing (the domain exists).',
  apply(parts) {
    onResponse(parts, ['updateDnsRecord'], (out, { req, params }) => {
      if (out.status === 404 && parts.store.getDomain(params.domain_id)) {
        return errorResponse(parts, req, out, new ApiError(400, `record_id ${params.record_id} is not valid`));
      }
    });
  },
};
