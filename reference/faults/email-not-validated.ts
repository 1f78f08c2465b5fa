// reference/faults/email-not-validated.ts: fault: e-mail addresses are not checked (§2.1: valid e-mail address format if present).
import type { Fault } from './types.js';

export const emailNotValidated: Fault = {
  name: 'email-not-validated',
  violates: ['USER-EMAIL-FORMAT'],
  operations: ['createUser', 'updateUser'],
  summary: 'accepts any string as email on create and update',
  apply(parts) {
    const email = parts.rules.email;
    parts.rules.email = (value) => (typeof value === 'string' ? null : email(value));
  },
};
