// reference/faults/a-content-unchecked.ts: fault: the content of an A record is not checked to be an IPv4 address (§2.3 rule 3).
import type { Fault } from './types.js';

export const aContentUnchecked: Fault = {
  name: 'a-content-unchecked',
  violates: ['DNS-CONTENT-A'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts any non-empty text as the content of an A record',
  apply(parts) {
    const recordContent = parts.rules.recordContent;
    parts.rules.recordContent = (type, value, field) => (type === 'A' && value.length > 0 ? null : recordContent(type, value, field));
  },
};
