// reference/faults/rl-remaining-not-decreasing.ts: fault: X-RateLimit-Remaining always equals the limit (§8: requests left in the current window).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rlRemainingNotDecreasing: Fault = {
  name: 'rl-remaining-not-decreasing',
  violates: ['RL-REMAINING'],
  operations: ['*'],
  summary: 'reports X-RateLimit-Remaining equal to X-RateLimit-Limit on every response',
  apply(parts) {
    onResponse(parts, '*', (out) => {
      const limit = out.headers['x-ratelimit-limit'];
      if (limit !== undefined && out.status !== 429) out.headers['x-ratelimit-remaining'] = limit;
    });
  },
};
