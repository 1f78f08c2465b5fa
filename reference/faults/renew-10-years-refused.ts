// reference/faults/renew-10-years-refused.ts: fault: a renewal for 10 years is refused (§4.3 "years (integer, required, 1-10)": 10 is allowed).
import { invalid } from '../rules.js';
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const renew10YearsRefused: Fault = {
  name: 'renew-10-years-refused',
  violates: ['DOMAIN-RENEW-YEARS'],
  operations: ['renewDomain'],
  summary: 'reads the 1-10 range as exclusive at the top: years 10 is refused with 422',
  apply(parts) {
    overrideRuleOn(parts, ['renewDomain'], 'renewYears', (shared) => (value) => (value === 10 ? invalid('years', 'years must be from 1 to 9') : shared(value)));
  },
};
