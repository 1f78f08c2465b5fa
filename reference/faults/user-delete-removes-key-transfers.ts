// reference/faults/user-delete-removes-key-transfers.ts: fault: deleting a user deletes every transfer of the API key, not only that user's
// (§4.2: "deletes the user and all associated data").
import type { TransferRow } from '../store.js';
import type { Fault } from './types.js';

export const userDeleteRemovesKeyTransfers: Fault = {
  name: 'user-delete-removes-key-transfers',
  violates: ['USER-DELETE-SCOPE'],
  operations: ['deleteUser'],
  summary: "deletes every transfer of the key with a user, other users' too",
  apply(parts) {
    // As the mutant of store.ts deleteUser `transfer.user_identifier === userIdentifier` -> true.
    const store = parts.store;
    const deleteUser = store.deleteUser.bind(store);
    const transfers = (store as unknown as { transfers: Map<string, TransferRow> }).transfers;
    store.deleteUser = (apiKey, userIdentifier) => {
      const deleted = deleteUser(apiKey, userIdentifier);
      if (deleted) for (const t of [...transfers.values()]) if (t.apiKey === apiKey) transfers.delete(t.transfer_id);
      return deleted;
    };
  },
};
