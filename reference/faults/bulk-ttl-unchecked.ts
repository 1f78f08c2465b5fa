// reference/faults/bulk-ttl-unchecked.ts: fault: bulk creates records whose ttl is outside 60-86400 (§2.3 rule 2, §4.4 each record validated on its own).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkTtlUnchecked: Fault = {
  name: 'bulk-ttl-unchecked',
  violates: ['DNS-TTL-RANGE', 'DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'checks the ttl range on create, but bulk creates records with any ttl',
  apply(parts) {
    skipRuleOn(parts, ['bulkCreateDnsRecords'], 'ttl');
  },
};
