// reference/faults/transfer-pending-completed-at.ts: fault: a transfer still pending reads with a completed_at, as a status read that renders
// an unset time as the epoch would (§2.4, §3: only a completed transfer has completed; AMB-MISSING-VALUE: null or left out before).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferPendingCompletedAt: Fault = {
  name: 'transfer-pending-completed-at',
  violates: ['TRANSFER-STATUS-SHAPE'],
  operations: ['getTransfer'],
  summary: 'gives a transfer that reads pending a completed_at of 1970-01-01T00:00:00.000Z',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body?.status === 'pending') body.completed_at = new Date(0).toISOString();
    });
  },
};
