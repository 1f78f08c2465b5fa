// reference/faults/txt-256-accepted.ts: fault: a TXT string of 256 characters is accepted (§2.3 rule 3: at most 255).
import type { Fault } from './types.js';

export const txt256Accepted: Fault = {
  name: 'txt-256-accepted',
  violates: ['DNS-CONTENT-TXT'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts a TXT string of 256 characters, one over the §2.3 maximum',
  apply(parts) {
    parts.config.constants.txtStringMaxLength += 1;
  },
};
