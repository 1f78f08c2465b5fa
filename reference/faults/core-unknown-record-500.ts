// reference/faults/core-unknown-record-500.ts: fault: an unknown core record id answers 500 (§7: 404 not_found).
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const coreUnknownRecord500: Fault = {
  name: 'core-unknown-record-500',
  violates: ['CORE-DNS-NOT-FOUND'],
  operations: ['getCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'],
  summary: 'dereferences a missing record: GET, PATCH and DELETE of an unknown /api/v1/dns_records/{id} answer 500',
  apply(parts) {
    onResponse(parts, ['getCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'], (out, { req }) => {
      if (out.status === 404) return errorResponse(parts, req, out, new ApiError(500, 'internal server error'));
    });
  },
};
