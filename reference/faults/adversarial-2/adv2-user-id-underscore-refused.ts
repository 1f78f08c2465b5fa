// adv2-user-id-underscore-refused: §2.1 "only letters, digits, underscore, hyphen": createUser refuses an underscore.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UserIdUnderscoreRefused: Fault = {
  name: 'adv2-user-id-underscore-refused',
  violates: ['USER-ID-CHARSET'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users refuses a user_identifier containing an underscore',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createUser'],
      'userIdentifier',
      (shared) => (value) =>
        typeof value === 'string' && value.includes('_')
          ? invalid('user_identifier', 'user_identifier may contain only letters, digits and hyphens')
          : shared(value),
    );
  },
};
