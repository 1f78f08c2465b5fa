// reference/faults/user-created-at-moved-on-update.ts: fault: a user PUT also moves the user's created_at (§2.1 created_at: the user's creation).
import type { Fault } from './types.js';

export const userCreatedAtMovedOnUpdate: Fault = {
  name: 'user-created-at-moved-on-update',
  violates: ['USER-CREATED-AT-FIXED'],
  operations: ['updateUser'],
  summary: "sets a user's created_at to the time of every PUT /api/v1/users/{user_identifier} (an upsert that rewrites the row)",
  apply(parts) {
    const store = parts.store;
    const updateUser = store.updateUser.bind(store);
    store.updateUser = (apiKey, id, patch) =>
      updateUser(apiKey, id, { ...patch, ...(patch.updated_at !== undefined && patch.last_login === undefined ? { created_at: patch.updated_at } : {}) });
  },
};
