// adv2-put-ttl-86400-refused: §2.3 rule 2 "`ttl` is between 60 and 86400 seconds inclusive.": updateDnsRecord refuses 86400.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2PutTtl86400Refused: Fault = {
  name: 'adv2-put-ttl-86400-refused',
  violates: ['DNS-TTL-RANGE'],
  operations: ['updateDnsRecord'],
  summary: 'PUT refuses ttl 86400 (the upper bound exclusive on update only)',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'ttl',
      (shared) => (value) => (value === 86400 ? invalid('ttl', 'ttl must be an integer from 60 to 86399 seconds') : shared(value)),
    );
  },
};
