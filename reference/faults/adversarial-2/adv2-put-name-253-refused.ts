// adv2-put-name-253-refused: §2.3 rule 1 "`name` is 1-253 characters": updateDnsRecord refuses a name of exactly 253.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2PutName253Refused: Fault = {
  name: 'adv2-put-name-253-refused',
  violates: ['DNS-NAME-RULE'],
  operations: ['updateDnsRecord'],
  summary: 'PUT refuses a 253-character name',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'recordName',
      (shared) => (value) => (typeof value === 'string' && value.length === 253 ? invalid('name', 'name must be 1-252 characters') : shared(value)),
    );
  },
};
