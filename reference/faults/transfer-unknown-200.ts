// reference/faults/transfer-unknown-200.ts: fault: the status of an unknown transfer answers 200 (§7: 404 not_found).
import { jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferUnknown200: Fault = {
  name: 'transfer-unknown-200',
  violates: ['TRANSFER-NOT-FOUND'],
  operations: ['getTransfer'],
  summary: 'answers GET /api/v1/domains/transfers/{transfer_id} of an unknown id with 200 and an empty pending transfer',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out, { params }) => {
      if (out.status !== 404) return;
      return jsonResponse(out, 200, {
        transfer_id: params.transfer_id,
        domain_name: null,
        status: 'pending',
        started_at: null,
        completed_at: null,
        domain_id: null,
      });
    });
  },
};
