// adv2-rl-remaining-static-on-bulk: §8 "X-RateLimit-Remaining | Requests left in the current window": bulkCreateDnsRecords always reports limit - 1.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RlRemainingStaticOnBulk: Fault = {
  name: 'adv2-rl-remaining-static-on-bulk',
  violates: ['RL-REMAINING'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'bulk reports the same Remaining on every request',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const limit = Number(out.headers['x-ratelimit-limit']);
      if (Number.isFinite(limit)) out.headers['x-ratelimit-remaining'] = String(limit - 1);
    });
  },
};
