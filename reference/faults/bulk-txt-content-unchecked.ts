// reference/faults/bulk-txt-content-unchecked.ts: fault: bulk creates TXT records whose content breaks §2.3 rule 3 (§4.4 each record validated on its own).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkTxtContentUnchecked: Fault = {
  name: 'bulk-txt-content-unchecked',
  violates: ['DNS-CONTENT-TXT', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks TXT content on create and PUT, but bulk creates TXT records with any content',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'recordContent', (type) => type === 'TXT');
  },
};
