// reference/faults/rl-reset-in-past.ts: fault: X-RateLimit-Reset names a moment a minute in the past (§8: when the window resets).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rlResetInPast: Fault = {
  name: 'rl-reset-in-past',
  violates: ['RL-RESET-UNIX'],
  operations: ['*'],
  summary: 'sends X-RateLimit-Reset as the start of the previous minute (a time already past) instead of the end of the window',
  apply(parts) {
    onResponse(parts, '*', (out) => {
      if (out.headers['x-ratelimit-reset'] !== undefined) out.headers['x-ratelimit-reset'] = String(Math.floor(parts.clock.now() / 60_000) * 60 - 60);
    });
  },
};
