// reference/faults/bulk-ttl-max-off-by-one.ts: fault: the bulk operation accepts a ttl of 86401 (§2.3 rule 2: "between 60 and 86400 seconds inclusive").
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkTtlMaxOffByOne: Fault = {
  name: 'bulk-ttl-max-off-by-one',
  violates: ['DNS-TTL-RANGE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'bulk takes a ttl up to 86401 (an exclusive bound written inclusive); create and PUT stop at 86400',
  apply(parts) {
    overrideRuleOn(parts, ['bulkCreateDnsRecords'], 'ttl', (shared) => (value) => (value === parts.config.constants.dnsTtlMax + 1 ? null : shared(value)));
  },
};
