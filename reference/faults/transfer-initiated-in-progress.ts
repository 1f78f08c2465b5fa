// reference/faults/transfer-initiated-in-progress.ts: fault: a new transfer starts as in_progress (§3: a newly initiated transfer is pending).
import type { Fault } from './types.js';

export const transferInitiatedInProgress: Fault = {
  name: 'transfer-initiated-in-progress',
  violates: ['TRANSFER-INITIATE-PENDING'],
  operations: ['initiateTransfer'],
  summary: 'creates transfers with status in_progress instead of pending',
  apply(parts) {
    const store = parts.store;
    const addTransfer = store.addTransfer.bind(store);
    store.addTransfer = (row) => addTransfer({ ...row, status: 'in_progress' });
  },
};
