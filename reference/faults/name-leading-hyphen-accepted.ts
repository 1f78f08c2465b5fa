// reference/faults/name-leading-hyphen-accepted.ts: fault: a record name may start with a hyphen (§2.3 rule 1).
import type { Fault } from './types.js';

export const nameLeadingHyphenAccepted: Fault = {
  name: 'name-leading-hyphen-accepted',
  violates: ['DNS-NAME-RULE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts a record name that starts with a hyphen',
  apply(parts) {
    parts.config.constants.dnsNamePattern = '^(@|[A-Za-z0-9.-]|[A-Za-z0-9.-][A-Za-z0-9.-]*[A-Za-z0-9.])$';
  },
};
