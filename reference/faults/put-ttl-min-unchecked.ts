// reference/faults/put-ttl-min-unchecked.ts: fault: a PUT accepts a ttl under 60 seconds (§2.3 rule 2 on the updated record).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putTtlMinUnchecked: Fault = {
  name: 'put-ttl-min-unchecked',
  violates: ['DNS-TTL-RANGE', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'checks the ttl range on create, but a PUT accepts a ttl below 60',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'ttl', (value) => typeof value === 'number' && value < parts.config.constants.dnsTtlMin);
  },
};
