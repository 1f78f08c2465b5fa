// adv2-update-email-two-at-accepted: §2.1 "Valid e-mail address format if present",
// updateUser accepts an e-mail with two @ (only the part after the first is checked).
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UpdateEmailTwoAtAccepted: Fault = {
  name: 'adv2-update-email-two-at-accepted',
  violates: ['USER-EMAIL-FORMAT'],
  operations: ['updateUser'],
  summary: 'PUT /api/v1/users/{id} accepts a@b@example.com',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateUser'],
      'email',
      (shared) => (value) =>
        typeof value === 'string' && value.indexOf('@') > 0 ? shared(value.slice(value.indexOf('@') + 1)) && shared(value) : shared(value),
    );
  },
};
