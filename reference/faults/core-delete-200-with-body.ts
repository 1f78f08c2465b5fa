// reference/faults/core-delete-200-with-body.ts: fault: DELETE /api/v1/dns_records/{id} answers 200 with a JSON body (§4.1: 204, empty body).
import { isSuccess, jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const coreDelete200WithBody: Fault = {
  name: 'core-delete-200-with-body',
  violates: ['CORE-DNS-DELETE-204', 'HTTP-204-EMPTY'],
  operations: ['deleteCoreDnsRecord'],
  summary: 'answers a successful core record deletion with 200 {"id", "deleted": true}',
  apply(parts) {
    onResponse(parts, ['deleteCoreDnsRecord'], (out, { params }) => {
      if (isSuccess(out.status)) return jsonResponse(out, 200, { id: params.id, deleted: true });
    });
  },
};
