// adv2-rl-headers-missing-on-404-domain: §8 "Rate limit headers on responses": getDomain's 404 carries none.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RlHeadersMissingOn404Domain: Fault = {
  name: 'adv2-rl-headers-missing-on-404-domain',
  violates: ['RL-HEADERS-PRESENT'],
  operations: ['getDomain'],
  summary: 'GET /api/v1/domains/{unknown} answers 404 without X-RateLimit-* headers',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      if (out.status !== 404) return;
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) delete out.headers[name];
    });
  },
};
