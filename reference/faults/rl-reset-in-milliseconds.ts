// reference/faults/rl-reset-in-milliseconds.ts: fault: X-RateLimit-Reset is in milliseconds (§8: Unix timestamp).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rlResetInMilliseconds: Fault = {
  name: 'rl-reset-in-milliseconds',
  violates: ['RL-RESET-UNIX'],
  operations: ['*'],
  summary: 'sends X-RateLimit-Reset as epoch milliseconds instead of Unix seconds',
  apply(parts) {
    onResponse(parts, '*', (out) => {
      const reset = out.headers['x-ratelimit-reset'];
      if (reset !== undefined) out.headers['x-ratelimit-reset'] = String(Number(reset) * 1000);
    });
  },
};
