// reference/faults/api-key-prefix-accepted.ts: fault: a bearer token that merely starts with an issued key is accepted (§5 rule 3: an invalid key yields 401).
import type { Fault } from './types.js';

export const apiKeyPrefixAccepted: Fault = {
  name: 'api-key-prefix-accepted',
  violates: ['AUTH-401-INVALID'],
  operations: ['*'],
  summary: 'accepts any token that starts with an issued API key (a prefix comparison, as a length-bounded compare would make)',
  apply(parts) {
    const issued = (parts.store as unknown as { apiKeys: Set<string> }).apiKeys;
    const isApiKey = parts.store.isApiKey.bind(parts.store);
    parts.store.isApiKey = (token) => isApiKey(token) || [...issued].some((key) => token.startsWith(key));
  },
};
