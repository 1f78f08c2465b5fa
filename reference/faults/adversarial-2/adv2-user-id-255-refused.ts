// adv2-user-id-255-refused: §2.1 "user_identifier ... max 255 characters": createUser refuses exactly 255 (the bound read as exclusive).
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UserId255Refused: Fault = {
  name: 'adv2-user-id-255-refused',
  violates: ['USER-ID-MAXLEN'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users refuses a user_identifier of exactly 255 characters',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createUser'],
      'userIdentifier',
      (shared) => (value) =>
        typeof value === 'string' && value.length === 255 ? invalid('user_identifier', 'user_identifier must be under 255 characters') : shared(value),
    );
  },
};
