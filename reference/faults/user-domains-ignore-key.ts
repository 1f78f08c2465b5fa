// reference/faults/user-domains-ignore-key.ts: fault: the domain list of a user_identifier the key does not have answers with another key's user (§5 rule
// 4: user identifiers are unique per API key).
import { FIXTURE_KEYS } from '../fixtures.js';
import { jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userDomainsIgnoreKey: Fault = {
  name: 'user-domains-ignore-key',
  violates: ['AUTH-USER-ISOLATION', 'USER-NOT-FOUND'],
  operations: ['listUserDomains'],
  summary: "lists the domains of another key's user of the same identifier instead of answering 404",
  apply(parts) {
    const { store } = parts;
    onResponse(parts, ['listUserDomains'], (out, { params, apiKey }) => {
      if (out.status !== 404) return;
      const owner = Object.values(FIXTURE_KEYS).find((key) => key !== apiKey && store.getUser(key, params.user_identifier));
      if (!owner) return;
      const domains = store.domainsOf(owner, params.user_identifier).map((d) => ({ id: d.id, name: d.name }));
      return jsonResponse(out, 200, { domains, total: domains.length });
    });
  },
};
