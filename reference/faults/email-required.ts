// reference/faults/email-required.ts: fault: POST /api/v1/users without email is rejected (§2.1: email is not required).
import { missing } from '../rules.js';
import type { Fault } from './types.js';

export const emailRequired: Fault = {
  name: 'email-required',
  violates: ['USER-EMAIL-OPTIONAL'],
  operations: ['createUser'],
  summary: 'rejects a user sent without email with 400 missing_required_field',
  apply(parts) {
    const email = parts.rules.email;
    parts.rules.email = (value) => (value === undefined ? missing('email') : email(value));
  },
};
