// reference/faults/put-aaaa-content-unchecked.ts: fault: a PUT stores an AAAA record whose content is not an IPv6 address (§2.3 rule 3 on the updated record).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putAaaaContentUnchecked: Fault = {
  name: 'put-aaaa-content-unchecked',
  violates: ['DNS-CONTENT-AAAA', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'checks AAAA content on create and bulk, but a PUT stores any text as the content of an AAAA record',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'recordContent', (type) => type === 'AAAA');
  },
};
