// adv1-user-id-255-refused-on-create: §2.1 user_identifier "max 255 characters": createUser refuses an identifier of exactly 255.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1UserId255RefusedOnCreate: Fault = {
  name: 'adv1-user-id-255-refused-on-create',
  violates: ['USER-ID-MAXLEN'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users counts the maximum as exclusive: a 255-character user_identifier is refused with 422.',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createUser'],
      'userIdentifier',
      (shared) => (value) =>
        typeof value === 'string' && value.length === 255 ? invalid('user_identifier', 'user_identifier must be 1-254 characters') : shared(value),
    );
  },
};
