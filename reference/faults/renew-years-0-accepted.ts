// reference/faults/renew-years-0-accepted.ts: fault: a renewal of 0 years is accepted (§4.3, §8: 1 to 10).
import type { Fault } from './types.js';

export const renewYears0Accepted: Fault = {
  name: 'renew-years-0-accepted',
  violates: ['DOMAIN-RENEW-YEARS'],
  operations: ['renewDomain'],
  summary: 'accepts years 0 on renew (answered 200, expiry unchanged)',
  apply(parts) {
    parts.config.constants.renewYearsMin = 0;
  },
};
