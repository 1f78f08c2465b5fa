// reference/faults/put-mx-priority-null-accepted.ts: fault: a PUT of priority null leaves an MX record without a priority (§2.3 rule 5 on the updated record).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putMxPriorityNullAccepted: Fault = {
  name: 'put-mx-priority-null-accepted',
  violates: ['DNS-MX-PRIORITY', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'requires an MX priority on create, but a PUT of priority null stores an MX record without one',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'mxPriority');
  },
};
