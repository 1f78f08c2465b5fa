// adv2-users-list-limit-100-refused: §4.2 "limit (integer, default 50, max 100)": listUsers refuses limit=100.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListLimit100Refused: Fault = {
  name: 'adv2-users-list-limit-100-refused',
  violates: ['USER-LIST-LIMIT-MAX'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users?limit=100 is refused (the maximum read as exclusive)',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['listUsers'],
      'listLimit',
      (shared) => (raw) => (raw === '100' ? invalid('limit', 'limit must be an integer from 1 to 99') : shared(raw)),
    );
  },
};
