// reference/faults/aaaa-content-unchecked.ts: fault: the content of an AAAA record is not checked to be an IPv6 address (§2.3 rule 3).
import type { Fault } from './types.js';

export const aaaaContentUnchecked: Fault = {
  name: 'aaaa-content-unchecked',
  violates: ['DNS-CONTENT-AAAA'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts any non-empty text as the content of an AAAA record',
  apply(parts) {
    const recordContent = parts.rules.recordContent;
    parts.rules.recordContent = (type, value, field) => (type === 'AAAA' && value.length > 0 ? null : recordContent(type, value, field));
  },
};
