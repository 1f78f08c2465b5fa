// adv1-core-patch-unknown-record-400: §7 "404 not_found: User, domain or record does not exist": PATCH of an unknown core record is a 400.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1CorePatchUnknownRecord400: Fault = {
  name: 'adv1-core-patch-unknown-record-400',
  violates: ['CORE-DNS-NOT-FOUND'],
  operations: ['updateCoreDnsRecord'],
  summary: 'PATCH /api/v1/dns_records/{id} answers 400 validation_error for a record id that names nothing.',
  apply(parts) {
    onResponse(parts, ['updateCoreDnsRecord'], (out, { req, params }) => {
      if (out.status === 404) return errorResponse(parts, req, out, new ApiError(400, `record id ${params.id} is not valid`));
    });
  },
};
