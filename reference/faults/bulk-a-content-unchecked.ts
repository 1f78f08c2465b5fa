// reference/faults/bulk-a-content-unchecked.ts: fault: bulk creates A records whose content breaks §2.3 rule 3 (§4.4 each record validated on its own).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkAContentUnchecked: Fault = {
  name: 'bulk-a-content-unchecked',
  violates: ['DNS-CONTENT-A', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks A content on create and PUT, but bulk creates A records with any content',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'recordContent', (type) => type === 'A');
  },
};
