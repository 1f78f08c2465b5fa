// adv1-bulk-ttl-60-refused: §2.3 rule 2 "`ttl` is between 60 and 86400 seconds inclusive.": bulk refuses 60.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1BulkTtl60Refused: Fault = {
  name: 'adv1-bulk-ttl-60-refused',
  violates: ['DNS-TTL-RANGE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk treats the lower bound as exclusive: a record with ttl 60 lands in errors.',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['bulkCreateDnsRecords'],
      'ttl',
      (shared) => (value) => (value === 60 ? invalid('ttl', 'ttl must be an integer from 61 to 86400 seconds') : shared(value)),
    );
  },
};
