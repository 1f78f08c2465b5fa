// reference/faults/user-delete-keeps-transfers.ts: fault: deleting a user leaves its transfers readable (§4.2: deletes the user and all associated data).
import type { TransferRow } from '../store.js';
import type { Fault } from './types.js';

export const userDeleteKeepsTransfers: Fault = {
  name: 'user-delete-keeps-transfers',
  violates: ['USER-DELETE-CASCADE'],
  operations: ['deleteUser'],
  summary: "keeps a deleted user's transfers (a table the delete does not cascade to): their status is still 200",
  apply(parts) {
    const store = parts.store;
    const kept = new Map<string, TransferRow>();
    const addTransfer = store.addTransfer.bind(store);
    const getTransfer = store.getTransfer.bind(store);
    store.addTransfer = (row) => {
      kept.set(row.transfer_id, { ...row });
      return addTransfer(row);
    };
    store.getTransfer = (id) => {
      const row = getTransfer(id) ?? kept.get(id);
      return row && { ...row };
    };
  },
};
