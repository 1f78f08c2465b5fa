// reference/faults/bulk-name-unchecked.ts: fault: bulk creates records whose name breaks rule 1 (§2.3 rule 1, §4.4).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkNameUnchecked: Fault = {
  name: 'bulk-name-unchecked',
  violates: ['DNS-NAME-RULE', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks names on create, but bulk creates records with any non-empty name',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'recordName', (value) => typeof value === 'string' && value.length > 0);
  },
};
