// reference/faults/transfer-status-outside-enum.ts: fault: a pending transfer reads back as "requested" (§3: pending, in_progress, completed, failed,
// cancelled).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferStatusOutsideEnum: Fault = {
  name: 'transfer-status-outside-enum',
  violates: ['TRANSFER-STATUS-ENUM'],
  operations: ['getTransfer'],
  summary: 'reports a pending transfer\'s status as "requested" on GET /api/v1/domains/transfers/{transfer_id}',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body?.status === 'pending') body.status = 'requested';
    });
  },
};
