// reference/faults/put-name-254-accepted.ts: fault: a PUT accepts a record name of 254 characters (§2.3 rule 1, §8: "DNS name length 1 to 253").
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putName254Accepted: Fault = {
  name: 'put-name-254-accepted',
  violates: ['DNS-NAME-RULE'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} takes names up to 254 characters (off by one); create and bulk stop at 253',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'recordName',
      (shared) => (value) => (typeof value === 'string' && value.length === 254 ? shared(value.slice(1)) : shared(value)),
    );
  },
};
