// reference/faults/put-txt-length-unchecked.ts: fault: a PUT stores a TXT content longer than 255 characters (§2.3 rule 3 on the updated record).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putTxtLengthUnchecked: Fault = {
  name: 'put-txt-length-unchecked',
  violates: ['DNS-CONTENT-TXT', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'checks the TXT length on create and bulk, but a PUT stores a TXT content of any length',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'recordContent', (type) => type === 'TXT');
  },
};
