// adv1-rl-availability-reset-iso: §8 "X-RateLimit-Reset | Unix timestamp when the window resets": checkAvailability writes an ISO date.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RlAvailabilityResetIso: Fault = {
  name: 'adv1-rl-availability-reset-iso',
  violates: ['RL-RESET-UNIX'],
  operations: ['checkAvailability'],
  summary: 'GET /api/v1/domains/availability/{domain_name} writes X-RateLimit-Reset as an ISO 8601 date, not a Unix timestamp.',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const reset = Number(out.headers['x-ratelimit-reset']);
      if (Number.isFinite(reset)) out.headers['x-ratelimit-reset'] = new Date(reset * 1000).toISOString();
    });
  },
};
