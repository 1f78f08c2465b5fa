// reference/faults/user-delete-removes-same-name-transfers.ts: fault: deleting a user deletes the transfers of every user of that identifier,
// other keys' too (§5 rule 4: identifiers are unique per key; §4.2: deletes the user and all associated data).
import type { TransferRow } from '../store.js';
import type { Fault } from './types.js';

export const userDeleteRemovesSameNameTransfers: Fault = {
  name: 'user-delete-removes-same-name-transfers',
  violates: ['AUTH-USER-ISOLATION', 'USER-DELETE-SCOPE'],
  operations: ['deleteUser'],
  summary: 'deletes with a user the transfers of any user of that identifier, under any key (the key left out of the match)',
  apply(parts) {
    // As the mutant of store.ts deleteUser `transfer.apiKey === apiKey` -> true.
    const store = parts.store;
    const deleteUser = store.deleteUser.bind(store);
    const transfers = (store as unknown as { transfers: Map<string, TransferRow> }).transfers;
    store.deleteUser = (apiKey, userIdentifier) => {
      const deleted = deleteUser(apiKey, userIdentifier);
      if (deleted) for (const t of [...transfers.values()]) if (t.user_identifier === userIdentifier) transfers.delete(t.transfer_id);
      return deleted;
    };
  },
};
