// reference/faults/rl-headers-missing-on-bulk.ts: fault: the DNS bulk operations group sends no X-RateLimit-* headers (§8: headers on responses).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rlHeadersMissingOnBulk: Fault = {
  name: 'rl-headers-missing-on-bulk',
  violates: ['RL-HEADERS-PRESENT'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'omits X-RateLimit-Limit, -Remaining and -Reset on POST /api/v1/domains/{domain_id}/dns/bulk',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) delete out.headers[name];
    });
  },
};
