// reference/faults/user-created-at-moved-on-session.ts: fault: a new session of a user found moves the user's created_at (§2.1, §4.1 "finds or creates").
import type { Fault } from './types.js';

export const userCreatedAtMovedOnSession: Fault = {
  name: 'user-created-at-moved-on-session',
  violates: ['USER-CREATED-AT-FIXED'],
  operations: ['createUser'],
  summary: "sets a user's created_at to its last_login whenever POST /api/v1/users finds it (the find written as a re-create)",
  apply(parts) {
    const store = parts.store;
    const updateUser = store.updateUser.bind(store);
    store.updateUser = (apiKey, id, patch) => updateUser(apiKey, id, { ...patch, ...(patch.last_login !== undefined ? { created_at: patch.last_login } : {}) });
  },
};
