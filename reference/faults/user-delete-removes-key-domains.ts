// reference/faults/user-delete-removes-key-domains.ts: fault: deleting a user deletes every domain of the API key, not only that user's
// (§4.2: "deletes the user and all associated data").
import type { DomainRow } from '../store.js';
import type { Fault } from './types.js';

export const userDeleteRemovesKeyDomains: Fault = {
  name: 'user-delete-removes-key-domains',
  violates: ['USER-DELETE-SCOPE'],
  operations: ['deleteUser'],
  summary: "deletes every domain of the key with a user, other users' too",
  apply(parts) {
    // As the mutant of store.ts deleteUser `domain.owner !== userIdentifier` -> false.
    const store = parts.store;
    const deleteUser = store.deleteUser.bind(store);
    const domains = (store as unknown as { domains: Map<string, DomainRow> }).domains;
    store.deleteUser = (apiKey, userIdentifier) => {
      const deleted = deleteUser(apiKey, userIdentifier);
      if (deleted) for (const d of [...domains.values()]) if (d.apiKey === apiKey) domains.delete(d.id);
      return deleted;
    };
  },
};
