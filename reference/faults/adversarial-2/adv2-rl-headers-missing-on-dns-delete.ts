// adv2-rl-headers-missing-on-dns-delete: §8 "Rate limit headers on responses": deleteDnsRecord's 204 carries none.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RlHeadersMissingOnDnsDelete: Fault = {
  name: 'adv2-rl-headers-missing-on-dns-delete',
  violates: ['RL-HEADERS-PRESENT'],
  operations: ['deleteDnsRecord'],
  summary: 'DELETE .../dns/{id} answers 204 without X-RateLimit-* headers',
  apply(parts) {
    onResponse(parts, ['deleteDnsRecord'], (out) => {
      if (out.status !== 204) return;
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) delete out.headers[name];
    });
  },
};
