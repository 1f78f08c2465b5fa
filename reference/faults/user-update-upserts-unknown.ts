// reference/faults/user-update-upserts-unknown.ts: fault: PUT /api/v1/users/{id} of an unknown user creates it (§7: 404 not_found).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const userUpdateUpsertsUnknown: Fault = {
  name: 'user-update-upserts-unknown',
  violates: ['USER-NOT-FOUND'],
  operations: ['updateUser'],
  summary: 'treats PUT /api/v1/users/{user_identifier} as an upsert: an unknown user is created (200) instead of 404',
  apply(parts) {
    const { store, rules, clock } = parts;
    onRequest(parts, ['updateUser'], ({ req, params, apiKey }) => {
      const id = params.user_identifier;
      if (!apiKey || !store.isApiKey(apiKey) || store.getUser(apiKey, id) || rules.userIdentifier(id)) return;
      const email = objectBodyOf(req)?.email;
      const now = clock.now();
      store.addUser({
        apiKey,
        user_identifier: id,
        email: typeof email === 'string' ? email : null,
        created_at: now,
        last_login: now,
        updated_at: now,
        total_spent_cents: 0,
      });
    });
  },
};
