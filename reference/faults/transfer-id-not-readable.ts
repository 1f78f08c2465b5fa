// reference/faults/transfer-id-not-readable.ts: fault: POST /api/v1/domains/transfer answers a transfer_id under which the transfer cannot be read back
// (§4.3 GET /api/v1/domains/transfers/{transfer_id}).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferIdNotReadable: Fault = {
  name: 'transfer-id-not-readable',
  violates: ['TRANSFER-ROUNDTRIP'],
  operations: ['initiateTransfer'],
  summary: 'answers the registry order number as transfer_id instead of the id the transfer status is read under',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.transfer_id === 'string') body.transfer_id = body.transfer_id.replace(/^trf_/, 'ord_');
    });
  },
};
