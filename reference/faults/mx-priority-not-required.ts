// reference/faults/mx-priority-not-required.ts: fault: an MX record without priority is accepted (§2.3 rule 5).
import type { Fault } from './types.js';

export const mxPriorityNotRequired: Fault = {
  name: 'mx-priority-not-required',
  violates: ['DNS-MX-PRIORITY'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'creates an MX record sent without priority (single and bulk), storing priority null',
  apply(parts) {
    parts.rules.mxPriority = () => null;
  },
};
