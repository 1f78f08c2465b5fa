// reference/faults/transfer-completed-without-domain.ts: fault: transfers read back as completed without a domain_id (§3: a completed transfer carries a
// domain_id and completed_at).
import { iso } from '../clock.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferCompletedWithoutDomain: Fault = {
  name: 'transfer-completed-without-domain',
  violates: ['TRANSFER-COMPLETED-FIELDS'],
  operations: ['getTransfer'],
  summary: 'reports a transfer as completed (with completed_at) as soon as it is read, but never with a domain_id',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body?.status === 'pending')
        Object.assign(body, { status: 'completed', completed_at: iso(parts.clock.now()), domain_id: null });
    });
  },
};
