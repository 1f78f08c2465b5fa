// adv2-bulk-cname-root-accepted: §2.3 rule 4 "A CNAME record must not be created on the root `@`.": bulkCreateDnsRecords creates it.
import { skipRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2BulkCnameRootAccepted: Fault = {
  name: 'adv2-bulk-cname-root-accepted',
  violates: ['DNS-CNAME-ROOT'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'bulk creates a CNAME at @ (single creation still refuses it)',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'cnameAtRoot');
  },
};
