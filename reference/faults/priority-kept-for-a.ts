// reference/faults/priority-kept-for-a.ts: fault: an A record keeps the priority it was sent (§2.3: "MX and SRV only; null otherwise").
import type { Fault } from './types.js';

export const priorityKeptForA: Fault = {
  name: 'priority-kept-for-a',
  violates: ['DNS-PRIORITY-NULL'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'listDnsRecords'],
  summary: 'stores and returns a priority sent with an A record instead of null',
  apply(parts) {
    parts.config.priorityTypes.push('A');
  },
};
