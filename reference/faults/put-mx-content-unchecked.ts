// reference/faults/put-mx-content-unchecked.ts: fault: a PUT stores an MX record whose content is not a domain name (§2.3 rule 3 on the updated record).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putMxContentUnchecked: Fault = {
  name: 'put-mx-content-unchecked',
  violates: ['DNS-CONTENT-MX', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'checks MX content on create and bulk, but a PUT stores any text as the content of an MX record',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'recordContent', (type) => type === 'MX');
  },
};
