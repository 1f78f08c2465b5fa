// adv2-bulk-ttl-60-refused: §2.3 rule 2 "`ttl` is between 60 and 86400 seconds inclusive.": bulkCreateDnsRecords refuses 60.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2BulkTtl60Refused: Fault = {
  name: 'adv2-bulk-ttl-60-refused',
  violates: ['DNS-TTL-RANGE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'bulk reports a record with ttl 60 as an error',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['bulkCreateDnsRecords'],
      'ttl',
      (shared) => (value) => (value === 60 ? invalid('ttl', 'ttl must be an integer from 61 to 86400 seconds') : shared(value)),
    );
  },
};
