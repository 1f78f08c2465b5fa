// reference/faults/ttl-min-off-by-one.ts: fault: a TTL of 59 is accepted (§2.3 rule 2: 60-86400).
import type { Fault } from './types.js';

export const ttlMinOffByOne: Fault = {
  name: 'ttl-min-off-by-one',
  violates: ['DNS-TTL-RANGE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts a TTL of 59 seconds, one under the §2.3 minimum',
  apply(parts) {
    parts.config.constants.dnsTtlMin -= 1;
  },
};
