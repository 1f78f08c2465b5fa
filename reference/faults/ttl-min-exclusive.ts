// reference/faults/ttl-min-exclusive.ts: fault: the TTL minimum is treated as exclusive, so 60 is rejected (§2.3 rule 2: "inclusive").
import type { Fault } from './types.js';

export const ttlMinExclusive: Fault = {
  name: 'ttl-min-exclusive',
  violates: ['DNS-TTL-RANGE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'rejects a TTL of exactly 60 seconds, which §2.3 includes',
  apply(parts) {
    parts.config.constants.dnsTtlMin += 1;
  },
};
