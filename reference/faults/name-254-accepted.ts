// reference/faults/name-254-accepted.ts: fault: a record name of 254 characters is accepted (§2.3 rule 1: 1-253).
import type { Fault } from './types.js';

export const name254Accepted: Fault = {
  name: 'name-254-accepted',
  violates: ['DNS-NAME-RULE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts a record name of 254 characters, one over the §2.3 maximum',
  apply(parts) {
    parts.config.constants.dnsNameMaxLength += 1;
  },
};
