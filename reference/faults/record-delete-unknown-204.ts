// reference/faults/record-delete-unknown-204.ts: fault: DELETE of a record that does not exist answers 204 (§7: 404 not_found).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const recordDeleteUnknown204: Fault = {
  name: 'record-delete-unknown-204',
  violates: ['DNS-RECORD-NOT-FOUND'],
  operations: ['deleteDnsRecord'],
  summary: 'answers DELETE /api/v1/domains/{domain_id}/dns/{record_id} of an unknown record with 204, as if deleted',
  apply(parts) {
    onResponse(parts, ['deleteDnsRecord'], (out, { params, apiKey }) => {
      if (out.status === 404 && parts.store.getDomain(params.domain_id)?.apiKey === apiKey)
        return { status: 204, body: undefined, headers: { ...out.headers } };
    });
  },
};
