// reference/faults/updated-at-not-moved.ts: fault: updating a record leaves its updated_at as it was (§2.3 updated_at).
import type { Fault } from './types.js';

export const updatedAtNotMoved: Fault = {
  name: 'updated-at-not-moved',
  violates: ['DNS-UPDATE-TIMESTAMP'],
  operations: ['updateDnsRecord'],
  summary: "never moves a record's updated_at after creation",
  apply(parts) {
    const store = parts.store;
    const updateRecord = store.updateRecord.bind(store);
    store.updateRecord = (id, patch) => {
      const { updated_at: _ignored, ...rest } = patch;
      return updateRecord(id, rest);
    };
  },
};
