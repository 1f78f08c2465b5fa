// reference/faults/user-id-number-accepted.ts: fault: a user_identifier sent as a JSON number is accepted (§2.1: string).
import type { Fault } from './types.js';

export const userIdNumberAccepted: Fault = {
  name: 'user-id-number-accepted',
  violates: ['USER-ID-STRING'],
  operations: ['createUser', 'initiateTransfer'],
  summary: 'accepts a numeric user_identifier (validated as its decimal text) and creates the user',
  apply(parts) {
    const userIdentifier = parts.rules.userIdentifier;
    parts.rules.userIdentifier = (value) => userIdentifier(typeof value === 'number' ? String(value) : value);
  },
};
