// reference/faults/completed-transfer-completed-at-epoch.ts: fault: a completed transfer's completed_at is epoch milliseconds (§2.4: "string; ISO 8601").
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const completedTransferCompletedAtEpoch: Fault = {
  name: 'completed-transfer-completed-at-epoch',
  violates: ['TRANSFER-COMPLETED-FIELDS'],
  operations: ['getTransfer'],
  summary: 'reads a completed transfer with completed_at as a number of milliseconds since 1970 instead of an ISO 8601 string',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body?.status === 'completed' && typeof body.completed_at === 'string') body.completed_at = Date.parse(body.completed_at);
    });
  },
};
