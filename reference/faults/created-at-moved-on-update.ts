// reference/faults/created-at-moved-on-update.ts: fault: updating a record also moves its created_at (§2.3: created_at is the creation time).
import type { Fault } from './types.js';

export const createdAtMovedOnUpdate: Fault = {
  name: 'created-at-moved-on-update',
  violates: ['DNS-UPDATE-TIMESTAMP'],
  operations: ['updateDnsRecord', 'updateCoreDnsRecord'],
  summary: 'sets created_at to the update time whenever a record is updated',
  apply(parts) {
    const store = parts.store;
    const updateRecord = store.updateRecord.bind(store);
    store.updateRecord = (id, patch) =>
      updateRecord(id, { ...patch, ...(patch.updated_at !== undefined ? { created_at: patch.updated_at } : {}) } as typeof patch);
  },
};
