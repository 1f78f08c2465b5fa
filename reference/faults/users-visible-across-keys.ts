// reference/faults/users-visible-across-keys.ts: fault: GET /api/v1/users lists the users of every API key (§5 rule 4: user identifiers are per key).
import { FIXTURE_KEYS } from '../fixtures.js';
import type { Fault } from './types.js';

export const usersVisibleAcrossKeys: Fault = {
  name: 'users-visible-across-keys',
  violates: ['AUTH-USER-ISOLATION'],
  operations: ['listUsers'],
  summary: "lists and counts the users of all partners' keys, not only those of the requesting key",
  apply(parts) {
    const store = parts.store;
    const listUsers = store.listUsers.bind(store);
    store.listUsers = () => Object.values(FIXTURE_KEYS).flatMap((key) => listUsers(key));
  },
};
