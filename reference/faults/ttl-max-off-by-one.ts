// reference/faults/ttl-max-off-by-one.ts: fault: a TTL of 86401 is accepted (§2.3 rule 2: 60-86400).
import type { Fault } from './types.js';

export const ttlMaxOffByOne: Fault = {
  name: 'ttl-max-off-by-one',
  violates: ['DNS-TTL-RANGE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts a TTL of 86401 seconds, one over the §2.3 maximum',
  apply(parts) {
    parts.config.constants.dnsTtlMax += 1;
  },
};
