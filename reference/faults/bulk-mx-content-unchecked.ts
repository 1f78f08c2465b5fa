// reference/faults/bulk-mx-content-unchecked.ts: fault: bulk creates MX records whose content breaks §2.3 rule 3 (§4.4 each record validated on its own).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkMxContentUnchecked: Fault = {
  name: 'bulk-mx-content-unchecked',
  violates: ['DNS-CONTENT-MX', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks MX content on create and PUT, but bulk creates MX records with any content',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'recordContent', (type) => type === 'MX');
  },
};
