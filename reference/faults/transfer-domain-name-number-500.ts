// reference/faults/transfer-domain-name-number-500.ts: fault: a transfer's domain_name sent as a JSON number is read as a string unchecked, and the
// server fails with 500 (§4.3: domain_name string, required).
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const transferDomainNameNumber500: Fault = {
  name: 'transfer-domain-name-number-500',
  violates: ['TRANSFER-REQUIRED-FIELDS'],
  operations: ['initiateTransfer'],
  summary: 'calls a string method on domain_name without checking its type: a JSON number gets a 500 instead of a 400/422',
  apply(parts) {
    // As the mutant of rules.ts domainName `typeof value !== 'string'` -> false: value.slice is then called on the number, which throws.
    overrideRuleOn(parts, ['initiateTransfer'], 'domainName', (domainName) => (value, field) => {
      if (typeof value === 'number') throw new TypeError('value.slice is not a function');
      return domainName(value, field);
    });
  },
};
