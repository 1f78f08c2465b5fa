// reference/faults/bulk-srv-content-unchecked.ts: fault: bulk creates SRV records whose content is not four space-separated parts (§2.3, §4.4).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkSrvContentUnchecked: Fault = {
  name: 'bulk-srv-content-unchecked',
  violates: ['DNS-CONTENT-SRV', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks the SRV content form on create, but bulk creates SRV records with any content',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'srvContent');
  },
};
