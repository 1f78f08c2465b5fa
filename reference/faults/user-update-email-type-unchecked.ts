// reference/faults/user-update-email-type-unchecked.ts: fault: PUT /api/v1/users/{user_identifier} stores an email that is not a string (§4.2: email
// optional string).
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const userUpdateEmailTypeUnchecked: Fault = {
  name: 'user-update-email-type-unchecked',
  violates: ['USER-UPDATE-EMAIL-STRING'],
  operations: ['updateUser'],
  summary: 'accepts and stores a non-string email on PUT (an array or a number), checking the format of strings only',
  apply(parts) {
    overrideRuleOn(parts, ['updateUser'], 'email', (shared) => (value) => (typeof value === 'string' || value == null ? shared(value) : null));
  },
};
