// adv1-bulk-mx-priority-optional: §2.3 rule 5 "`priority` is required for MX records (the bulk operation reports the error text ...)": bulk creates it.
import { skipRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1BulkMxPriorityOptional: Fault = {
  name: 'adv1-bulk-mx-priority-optional',
  violates: ['DNS-MX-PRIORITY'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk creates an MX record without priority instead of reporting it in errors.',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'mxPriority');
  },
};
