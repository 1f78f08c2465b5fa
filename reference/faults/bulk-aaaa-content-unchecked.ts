// reference/faults/bulk-aaaa-content-unchecked.ts: fault: bulk creates AAAA records whose content breaks §2.3 rule 3 (§4.4 each record validated on its own).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkAaaaContentUnchecked: Fault = {
  name: 'bulk-aaaa-content-unchecked',
  violates: ['DNS-CONTENT-AAAA', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks AAAA content on create and PUT, but bulk creates AAAA records with any content',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'recordContent', (type) => type === 'AAAA');
  },
};
