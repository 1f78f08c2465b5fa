// reference/faults/rl-no-429.ts: fault: requests over the limit are served (§8: when a limit is exceeded the response is 429).
import type { Fault } from './types.js';

export const rlNo429: Fault = {
  name: 'rl-no-429',
  violates: ['RL-429'],
  operations: ['*'],
  summary: 'counts requests and sends the headers (Remaining stays at 0) but never refuses one with 429',
  apply(parts) {
    parts.config.rateLimits = false;
  },
};
