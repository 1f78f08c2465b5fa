// reference/faults/user-id-256-accepted.ts: fault: a user_identifier of 256 characters is accepted (§2.1, §8: max 255).
import type { Fault } from './types.js';

export const userId256Accepted: Fault = {
  name: 'user-id-256-accepted',
  violates: ['USER-ID-MAXLEN'],
  operations: ['createUser', 'initiateTransfer'],
  summary: 'accepts a user_identifier of 256 characters, one over the §8 maximum',
  apply(parts) {
    parts.config.constants.userIdentifierMaxLength += 1;
  },
};
