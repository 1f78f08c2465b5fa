// adv2-transfer-status-id-renamed: §4.3 transfer status "transfer_id, domain_name, status, started_at, completed_at, domain_id": getTransfer names it id.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferStatusIdRenamed: Fault = {
  name: 'adv2-transfer-status-id-renamed',
  violates: ['TRANSFER-STATUS-SHAPE'],
  operations: ['getTransfer'],
  summary: 'GET /api/v1/domains/transfers/{id} carries id instead of transfer_id',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.transfer_id !== undefined) {
        b.id = b.transfer_id;
        delete b.transfer_id;
      }
    });
  },
};
