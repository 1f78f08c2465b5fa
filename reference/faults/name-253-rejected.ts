// reference/faults/name-253-rejected.ts: fault: a record name of exactly 253 characters is rejected (§2.3 rule 1: 1-253).
import type { Fault } from './types.js';

export const name253Rejected: Fault = {
  name: 'name-253-rejected',
  violates: ['DNS-NAME-RULE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'rejects a record name of 253 characters, the §2.3 maximum',
  apply(parts) {
    parts.config.constants.dnsNameMaxLength -= 1;
  },
};
