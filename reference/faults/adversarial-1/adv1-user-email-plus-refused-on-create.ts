// adv1-user-email-plus-refused-on-create: §2.1 email "Valid e-mail address format if present": createUser refuses a valid address with a plus sign.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1UserEmailPlusRefusedOnCreate: Fault = {
  name: 'adv1-user-email-plus-refused-on-create',
  violates: ['USER-EMAIL-FORMAT'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users refuses a valid e-mail whose local part has a "+" (a tag) with 422 invalid_format.',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createUser'],
      'email',
      (shared) => (value) =>
        typeof value === 'string' && value.split('@')[0].includes('+') ? invalid('email', 'email must be a valid e-mail address') : shared(value),
    );
  },
};
