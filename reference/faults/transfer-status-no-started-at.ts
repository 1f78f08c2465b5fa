// reference/faults/transfer-status-no-started-at.ts: fault: a transfer being processed has no started_at (§2.4: started_at on status read; it may wait for
// processing to begin, AMB-TRANSFER-STARTED-AT, but an in_progress transfer has begun).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferStatusNoStartedAt: Fault = {
  name: 'transfer-status-no-started-at',
  violates: ['TRANSFER-STATUS-SHAPE'],
  operations: ['getTransfer'],
  summary: 'answers GET /api/v1/domains/transfers/{transfer_id} with the transfer in_progress (being processed) but without started_at',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !body) return;
      // Leaving started_at out of a pending transfer is allowed (AMB-TRANSFER-STARTED-AT): the fault is its absence once processing is under way.
      if (body.status === 'pending') body.status = 'in_progress';
      delete body.started_at;
    });
  },
};
