// reference/faults/renew-years-11-accepted.ts: fault: a renewal of 11 years is accepted (§4.3, §8: 1 to 10).
import type { Fault } from './types.js';

export const renewYears11Accepted: Fault = {
  name: 'renew-years-11-accepted',
  violates: ['DOMAIN-RENEW-YEARS'],
  operations: ['renewDomain'],
  summary: 'accepts years 11 on renew, one over the §8 maximum',
  apply(parts) {
    parts.config.constants.renewYearsMax += 1;
  },
};
