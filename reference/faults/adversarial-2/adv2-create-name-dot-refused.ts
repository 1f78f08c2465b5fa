// adv2-create-name-dot-refused: §2.3 rule 1 "made of letters, digits, hyphens and dots": createDnsRecord refuses a name with a dot.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CreateNameDotRefused: Fault = {
  name: 'adv2-create-name-dot-refused',
  violates: ['DNS-NAME-RULE'],
  operations: ['createDnsRecord'],
  summary: 'POST .../dns refuses names such as a.b',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createDnsRecord'],
      'recordName',
      (shared) => (value) =>
        typeof value === 'string' && value.includes('.') ? invalid('name', 'name may contain only letters, digits and hyphens') : shared(value),
    );
  },
};
