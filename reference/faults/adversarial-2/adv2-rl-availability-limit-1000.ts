// adv2-rl-availability-limit-1000: §8 "Availability checks | 500" (X-RateLimit-Limit: Maximum requests per window): checkAvailability reports 1000.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RlAvailabilityLimit1000: Fault = {
  name: 'adv2-rl-availability-limit-1000',
  violates: ['RL-LIMIT-GROUP'],
  operations: ['checkAvailability'],
  summary: 'availability reports X-RateLimit-Limit 1000 (500 enforced)',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      if (out.headers['x-ratelimit-limit'] !== undefined) out.headers['x-ratelimit-limit'] = '1000';
    });
  },
};
