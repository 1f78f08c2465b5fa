// reference/faults/record-delete-200-with-body.ts: fault: DELETE of an extended record answers 200 with a JSON body (§4.4, §7: 204, empty body).
import { isSuccess, jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const recordDelete200WithBody: Fault = {
  name: 'record-delete-200-with-body',
  violates: ['DNS-DELETE-204', 'HTTP-204-EMPTY'],
  operations: ['deleteDnsRecord'],
  summary: 'answers a successful DELETE /api/v1/domains/{domain_id}/dns/{record_id} with 200 {"id", "deleted": true}',
  apply(parts) {
    onResponse(parts, ['deleteDnsRecord'], (out, { params }) => {
      if (isSuccess(out.status)) return jsonResponse(out, 200, { id: params.record_id, deleted: true });
    });
  },
};
