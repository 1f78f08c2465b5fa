// reference/faults/cname-content-unchecked.ts: fault: the content of a CNAME record is not checked to be a domain name (§2.3 rule 3).
import type { Fault } from './types.js';

export const cnameContentUnchecked: Fault = {
  name: 'cname-content-unchecked',
  violates: ['DNS-CONTENT-CNAME'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts any non-empty text as the target of a CNAME record',
  apply(parts) {
    const recordContent = parts.rules.recordContent;
    parts.rules.recordContent = (type, value, field) => (type === 'CNAME' && value.length > 0 ? null : recordContent(type, value, field));
  },
};
