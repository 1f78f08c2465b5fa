// adv1-rl-dns-update-remaining-plus-one: §8 "X-RateLimit-Remaining | Requests left in the current window": updateDnsRecord reports one too many.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RlDnsUpdateRemainingPlusOne: Fault = {
  name: 'adv1-rl-dns-update-remaining-plus-one',
  violates: ['RL-REMAINING'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} reports Remaining before counting the request: one more than is left (at most Limit).',
  apply(parts) {
    onResponse(parts, ['updateDnsRecord'], (out) => {
      const remaining = Number(out.headers['x-ratelimit-remaining']);
      const limit = Number(out.headers['x-ratelimit-limit']);
      if (Number.isInteger(remaining) && out.status !== 429) out.headers['x-ratelimit-remaining'] = String(Math.min(limit, remaining + 1));
    });
  },
};
