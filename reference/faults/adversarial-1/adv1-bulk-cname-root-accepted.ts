// adv1-bulk-cname-root-accepted: §2.3 rule 4 "A CNAME record must not be created on the root `@`.": bulk creates one.
import { skipRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1BulkCnameRootAccepted: Fault = {
  name: 'adv1-bulk-cname-root-accepted',
  violates: ['DNS-CNAME-ROOT'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk puts a CNAME at @ in created (the single create refuses it).',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'cnameAtRoot');
  },
};
