// reference/faults/name-underscore-accepted.ts: fault: a record name may contain underscores (§2.3 rule 1: letters, digits, hyphens and dots).
import type { Fault } from './types.js';

export const nameUnderscoreAccepted: Fault = {
  name: 'name-underscore-accepted',
  violates: ['DNS-NAME-RULE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts underscores in record names (as for _service labels), which §2.3 rule 1 does not allow',
  apply(parts) {
    parts.config.constants.dnsNamePattern = '^(@|[A-Za-z0-9._]|[A-Za-z0-9._][A-Za-z0-9._-]*[A-Za-z0-9._])$';
  },
};
