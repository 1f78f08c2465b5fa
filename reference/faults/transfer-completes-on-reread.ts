// reference/faults/transfer-completes-on-reread.ts: fault: a transfer read a second time reads as completed, without a domain_id (§3: "A completed
// transfer carries a domain_id and completed_at").
import { iso } from '../clock.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferCompletesOnReread: Fault = {
  name: 'transfer-completes-on-reread',
  violates: ['TRANSFER-COMPLETED-FIELDS'],
  operations: ['getTransfer'],
  summary: 'reports a transfer pending on its first read and completed (completed_at set, domain_id null) on every later read',
  apply(parts) {
    const reads = new Map<string, number>();
    onResponse(parts, ['getTransfer'], (out, { params }) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || body?.status !== 'pending') return;
      const n = (reads.get(params.transfer_id) ?? 0) + 1;
      reads.set(params.transfer_id, n);
      if (n > 1) Object.assign(body, { status: 'completed', completed_at: iso(parts.clock.now()), domain_id: null });
    });
  },
};
