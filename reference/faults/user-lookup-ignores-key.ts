// reference/faults/user-lookup-ignores-key.ts: fault: a user is found under any API key (§5 rule 4: user identifiers are unique per API key).
import { FIXTURE_KEYS } from '../fixtures.js';
import type { Fault } from './types.js';

export const userLookupIgnoresKey: Fault = {
  name: 'user-lookup-ignores-key',
  violates: ['AUTH-USER-ISOLATION'],
  operations: ['createUser', 'getUser', 'listUserDomains', 'updateUser', 'deleteUser'],
  summary: "looks a user_identifier up under the requesting key, then under any other key: another partner's user is readable",
  apply(parts) {
    const store = parts.store;
    const getUser = store.getUser.bind(store);
    store.getUser = (apiKey, userIdentifier) =>
      getUser(apiKey, userIdentifier) ??
      Object.values(FIXTURE_KEYS)
        .map((key) => getUser(key, userIdentifier))
        .find(Boolean);
  },
};
