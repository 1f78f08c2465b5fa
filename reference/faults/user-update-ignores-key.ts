// reference/faults/user-update-ignores-key.ts: fault: PUT of a user_identifier the key does not have changes another key's user of that identifier (§5
// rule 4: user identifiers are unique per API key).
import { FIXTURE_KEYS } from '../fixtures.js';
import { jsonResponse, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userUpdateIgnoresKey: Fault = {
  name: 'user-update-ignores-key',
  violates: ['AUTH-USER-ISOLATION', 'USER-NOT-FOUND'],
  operations: ['updateUser'],
  summary: "answers a PUT of another key's user_identifier by updating that key's user (the update looks users up by identifier alone)",
  apply(parts) {
    const { store, clock } = parts;
    onResponse(parts, ['updateUser'], (out, { req, params, apiKey }) => {
      const email = objectBodyOf(req)?.email;
      if (out.status !== 404 || typeof email !== 'string') return;
      const owner = Object.values(FIXTURE_KEYS).find((key) => key !== apiKey && store.getUser(key, params.user_identifier));
      if (!owner) return;
      const updated = store.updateUser(owner, params.user_identifier, { email })!;
      return jsonResponse(out, 200, { user_identifier: updated.user_identifier, email, updated_at: new Date(clock.now()).toISOString() });
    });
  },
};
