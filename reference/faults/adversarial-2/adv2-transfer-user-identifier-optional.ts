// adv2-transfer-user-identifier-optional: §4.3 "user_identifier (string, required; future owner)": initiateTransfer without it goes to the key's first user.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferUserIdentifierOptional: Fault = {
  name: 'adv2-transfer-user-identifier-optional',
  violates: ['TRANSFER-REQUIRED-FIELDS'],
  operations: ['initiateTransfer'],
  summary: 'a transfer without user_identifier is accepted for the first user of the key',
  apply(parts) {
    onRequest(parts, ['initiateTransfer'], ({ req, apiKey }) => {
      const body = objectBodyOf(req);
      const first = apiKey ? parts.store.listUsers(apiKey)[0] : undefined;
      if (body && body.user_identifier === undefined && first) body.user_identifier = first.user_identifier;
    });
  },
};
