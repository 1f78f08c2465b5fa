// adv1-put-ttl-86400-refused: §2.3 rule 2 "`ttl` is between 60 and 86400 seconds inclusive.": PUT refuses 86400.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1PutTtl86400Refused: Fault = {
  name: 'adv1-put-ttl-86400-refused',
  violates: ['DNS-TTL-RANGE'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} treats the upper bound as exclusive: ttl 86400 is refused (create and bulk accept it).',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'ttl',
      (shared) => (value) => (value === 86_400 ? invalid('ttl', 'ttl must be an integer from 60 to 86399 seconds') : shared(value)),
    );
  },
};
