// adv1-transfer-status-no-transfer-id: §4.3 transfer status "transfer_id, domain_name, status, started_at, completed_at, domain_id": no transfer_id.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferStatusNoTransferId: Fault = {
  name: 'adv1-transfer-status-no-transfer-id',
  violates: ['TRANSFER-STATUS-SHAPE'],
  operations: ['getTransfer'],
  summary: 'GET /api/v1/domains/transfers/{transfer_id} leaves transfer_id out of its answer.',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      if (isSuccess(out.status)) delete (out.body as any).transfer_id;
    });
  },
};
