// adv1-rl-create-dns-headers-missing-on-errors: §8 "Rate limit headers on responses": createDnsRecord drops them from its error responses.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RlCreateDnsHeadersMissingOnErrors: Fault = {
  name: 'adv1-rl-create-dns-headers-missing-on-errors',
  violates: ['RL-HEADERS-PRESENT'],
  operations: ['createDnsRecord'],
  summary: 'POST /api/v1/domains/{domain_id}/dns sends no X-RateLimit-* headers on a 4xx (its successes carry them).',
  apply(parts) {
    onResponse(parts, ['createDnsRecord'], (out) => {
      if (out.status < 400) return;
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) delete out.headers[name];
    });
  },
};
