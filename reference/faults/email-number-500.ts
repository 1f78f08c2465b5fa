// reference/faults/email-number-500.ts: fault: an email sent as a JSON number is read as a string unchecked, and the server fails
// with 500 (§2.1: email string, valid format).
import type { Fault } from './types.js';

export const emailNumber500: Fault = {
  name: 'email-number-500',
  violates: ['USER-EMAIL-FORMAT'],
  operations: ['createUser', 'updateUser'],
  summary: 'calls a string method on email without checking its type: a JSON number gets a 500 instead of a 400/422',
  apply(parts) {
    const email = parts.rules.email;
    // As the mutant of rules.ts `typeof value !== 'string'` -> false: the format test calls value.lastIndexOf on the number, which throws.
    parts.rules.email = (value) => {
      if (typeof value === 'number') throw new TypeError('value.lastIndexOf is not a function');
      return email(value);
    };
  },
};
