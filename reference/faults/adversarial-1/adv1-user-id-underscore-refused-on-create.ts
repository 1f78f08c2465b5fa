// adv1-user-id-underscore-refused-on-create: §2.1 user_identifier "only letters, digits, underscore, hyphen": createUser refuses an underscore.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1UserIdUnderscoreRefusedOnCreate: Fault = {
  name: 'adv1-user-id-underscore-refused-on-create',
  violates: ['USER-ID-CHARSET'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users refuses a user_identifier containing an underscore (a pattern that forgot it).',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createUser'],
      'userIdentifier',
      (shared) => (value) =>
        typeof value === 'string' && value.includes('_')
          ? invalid('user_identifier', 'user_identifier may contain only letters, digits and hyphen')
          : shared(value),
    );
  },
};
