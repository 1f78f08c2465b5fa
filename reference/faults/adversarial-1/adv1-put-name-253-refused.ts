// adv1-put-name-253-refused: §2.3 rule 1 "`name` is 1-253 characters": PUT refuses a name of exactly 253.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1PutName253Refused: Fault = {
  name: 'adv1-put-name-253-refused',
  violates: ['DNS-NAME-RULE'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} refuses a 253-character name (create accepts it).',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'recordName',
      (shared) => (value) => (typeof value === 'string' && value.length === 253 ? invalid('name', 'name must be 1-252 characters') : shared(value)),
    );
  },
};
