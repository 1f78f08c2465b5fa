// reference/faults/user-email-update-not-persisted.ts: fault: PUT /api/v1/users/{id} answers the new e-mail but keeps the old one (§4.2).
import type { Fault } from './types.js';

export const userEmailUpdateNotPersisted: Fault = {
  name: 'user-email-update-not-persisted',
  violates: ['USER-UPDATE-PERSISTS'],
  operations: ['updateUser'],
  summary: 'answers an e-mail update with the new address, but the user detail keeps the old one',
  apply(parts) {
    const store = parts.store;
    const updateUser = store.updateUser.bind(store);
    store.updateUser = (apiKey, userIdentifier, patch) => {
      if (!('email' in patch)) return updateUser(apiKey, userIdentifier, patch);
      const { email, ...rest } = patch;
      const row = updateUser(apiKey, userIdentifier, rest);
      return row && { ...row, email: email ?? null };
    };
  },
};
