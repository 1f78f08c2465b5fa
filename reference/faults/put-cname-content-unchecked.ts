// reference/faults/put-cname-content-unchecked.ts: fault: a PUT stores a CNAME record whose content is not a domain name (§2.3 rule 3 on the updated record).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putCnameContentUnchecked: Fault = {
  name: 'put-cname-content-unchecked',
  violates: ['DNS-CONTENT-CNAME', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'checks CNAME content on create and bulk, but a PUT stores any text as the content of a CNAME record',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'recordContent', (type) => type === 'CNAME');
  },
};
