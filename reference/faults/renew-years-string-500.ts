// reference/faults/renew-years-string-500.ts: fault: years sent as a JSON string is used as a number unchecked, and the server fails with
// 500 (§4.3: years integer, required, 1-10).
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const renewYearsString500: Fault = {
  name: 'renew-years-string-500',
  violates: ['DOMAIN-RENEW-YEARS'],
  operations: ['renewDomain'],
  summary: 'calls a number method on years without checking its type: a JSON string gets a 500 instead of a 400/422',
  apply(parts) {
    // Like the mutant of rules.ts renewYears `wrongType('years', ...)` -> `wrongType('', ...)`, a string years is not refused for years.
    overrideRuleOn(parts, ['renewDomain'], 'renewYears', (renewYears) => (value) => {
      if (typeof value === 'string') throw new TypeError('value.toFixed is not a function');
      return renewYears(value);
    });
  },
};
