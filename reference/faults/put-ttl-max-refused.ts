// reference/faults/put-ttl-max-refused.ts: fault: a PUT refuses a ttl of 86400, the inclusive maximum (§2.3 rule 2: "between 60 and 86400 seconds inclusive").
import { invalid } from '../rules.js';
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putTtlMaxRefused: Fault = {
  name: 'put-ttl-max-refused',
  violates: ['DNS-TTL-RANGE'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} refuses ttl 86400 (the bound read as exclusive); create and bulk take it',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'ttl',
      (shared) => (value) => (value === parts.config.constants.dnsTtlMax ? invalid('ttl', 'ttl must be below 86400') : shared(value)),
    );
  },
};
