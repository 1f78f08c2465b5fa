// reference/faults/repeat-create-duplicates-user.ts: fault: a repeated POST /api/v1/users adds a second user of the same identifier (§4.1: finds or creates).
import type { UserRow } from '../store.js';
import { isSuccess, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const repeatCreateDuplicatesUser: Fault = {
  name: 'repeat-create-duplicates-user',
  violates: ['USER-FIND-OR-CREATE'],
  operations: ['createUser'],
  summary: 'creates instead of finding: a repeated user_identifier becomes a second user, listed and counted twice',
  apply(parts) {
    const store = parts.store;
    const seen = new Set<string>();
    const duplicates: UserRow[] = [];
    onResponse(parts, ['createUser'], (out, { req, apiKey }) => {
      const id = objectBodyOf(req)?.user_identifier;
      if (!isSuccess(out.status) || typeof id !== 'string' || !apiKey) return;
      const key = `${apiKey}\u0000${id}`;
      if (seen.has(key)) {
        const row = store.getUser(apiKey, id);
        if (row) duplicates.push({ ...row, seq: row.seq + 1_000_000 + duplicates.length });
      }
      seen.add(key);
    });
    const listUsers = store.listUsers.bind(store);
    store.listUsers = (apiKey) => [
      ...listUsers(apiKey),
      ...duplicates.filter((d) => d.apiKey === apiKey && store.getUser(apiKey, d.user_identifier)).map((d) => ({ ...d })),
    ];
  },
};
