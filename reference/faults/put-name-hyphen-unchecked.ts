// reference/faults/put-name-hyphen-unchecked.ts: fault: a PUT accepts a name that starts with a hyphen (§2.3 rule 1 on the updated record).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putNameHyphenUnchecked: Fault = {
  name: 'put-name-hyphen-unchecked',
  violates: ['DNS-NAME-RULE', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'checks names on create, but a PUT accepts a name starting with a hyphen',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'recordName', (value) => typeof value === 'string' && value.startsWith('-'));
  },
};
