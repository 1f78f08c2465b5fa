// reference/faults/rl-limit-off-by-one.ts: fault: every window refuses its Limit-th request, one fewer than X-RateLimit-Limit says, as a
// `count < limit` where `count <= limit` was meant would (§8 "Maximum requests per window", "Requests left in the current window").
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rlLimitOffByOne: Fault = {
  name: 'rl-limit-off-by-one',
  violates: ['RL-REMAINING'],
  operations: ['getTransfer'],
  summary: 'refuses with 429 the request that spends the last of a window (Remaining 0), right after a response that reported Remaining 1',
  apply(parts) {
    onResponse(parts, '*', (out, { req }) => {
      if (out.status === 429 || out.headers['x-ratelimit-remaining'] !== '0') return;
      return errorResponse(parts, req, out, new ApiError(429, 'rate limit exceeded'));
    });
  },
};
