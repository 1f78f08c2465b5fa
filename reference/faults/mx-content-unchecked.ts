// reference/faults/mx-content-unchecked.ts: fault: the content of an MX record is not checked to be a domain name (§2.3 rule 3).
import type { Fault } from './types.js';

export const mxContentUnchecked: Fault = {
  name: 'mx-content-unchecked',
  violates: ['DNS-CONTENT-MX'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'accepts any non-empty text as the mail exchanger of an MX record',
  apply(parts) {
    const recordContent = parts.rules.recordContent;
    parts.rules.recordContent = (type, value, field) => (type === 'MX' && value.length > 0 ? null : recordContent(type, value, field));
  },
};
