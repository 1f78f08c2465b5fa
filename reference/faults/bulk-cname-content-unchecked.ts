// reference/faults/bulk-cname-content-unchecked.ts: fault: bulk creates CNAME records whose content breaks §2.3 rule 3 (§4.4 each record validated on its own).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkCnameContentUnchecked: Fault = {
  name: 'bulk-cname-content-unchecked',
  violates: ['DNS-CONTENT-CNAME', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks CNAME content on create and PUT, but bulk creates CNAME records with any content',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'recordContent', (type) => type === 'CNAME');
  },
};
