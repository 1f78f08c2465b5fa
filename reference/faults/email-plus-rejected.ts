// reference/faults/email-plus-rejected.ts: fault: user creation refuses an e-mail address with a + tag (§2.1 "Valid e-mail address format if present").
import { invalid } from '../rules.js';
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const emailPlusRejected: Fault = {
  name: 'email-plus-rejected',
  violates: ['USER-EMAIL-FORMAT'],
  operations: ['createUser'],
  summary: 'refuses first.last+tag@example.com on user creation (a pattern without + in the local part)',
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
