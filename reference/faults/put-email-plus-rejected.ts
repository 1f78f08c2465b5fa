// reference/faults/put-email-plus-rejected.ts: fault: a user update refuses an e-mail address with a + tag (§2.1 "Valid e-mail address format if present").
import { invalid } from '../rules.js';
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putEmailPlusRejected: Fault = {
  name: 'put-email-plus-rejected',
  violates: ['USER-EMAIL-FORMAT'],
  operations: ['updateUser'],
  summary: 'refuses first.last+tag@example.com on PUT /api/v1/users/{user_identifier} only (creation accepts it)',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateUser'],
      'email',
      (shared) => (value) =>
        typeof value === 'string' && value.split('@')[0].includes('+') ? invalid('email', 'email must be a valid e-mail address') : shared(value),
    );
  },
};
