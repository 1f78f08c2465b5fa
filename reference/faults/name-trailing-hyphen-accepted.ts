// reference/faults/name-trailing-hyphen-accepted.ts: fault: a record name may end with a hyphen (§2.3 rule 1).
import type { Fault } from './types.js';

export const nameTrailingHyphenAccepted: Fault = {
  name: 'name-trailing-hyphen-accepted',
  violates: ['DNS-NAME-RULE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts a record name that ends with a hyphen',
  apply(parts) {
    parts.config.constants.dnsNamePattern = '^(@|[A-Za-z0-9.]|[A-Za-z0-9.][A-Za-z0-9.-]*)$';
  },
};
