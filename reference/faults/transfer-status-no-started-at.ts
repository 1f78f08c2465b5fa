// reference/faults/transfer-status-no-started-at.ts: fault: the transfer status has no started_at (§2.4: started_at on status read).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferStatusNoStartedAt: Fault = {
  name: 'transfer-status-no-started-at',
  violates: ['TRANSFER-STATUS-SHAPE'],
  operations: ['getTransfer'],
  summary: 'answers GET /api/v1/domains/transfers/{transfer_id} without started_at',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.started_at;
    });
  },
};
