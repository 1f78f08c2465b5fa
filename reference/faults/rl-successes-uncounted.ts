// reference/faults/rl-successes-uncounted.ts: fault: only requests answered with an error count against a group, as a limiter set to skip
// successful requests (express-rate-limit's skipSuccessfulRequests) does; a client whose requests succeed is never refused (§8 "When a limit
// is exceeded the response is 429").
import { rateLimitGroupFor } from '../variants.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rlSuccessesUncounted: Fault = {
  name: 'rl-successes-uncounted',
  violates: ['RL-429'],
  operations: ['updateDomain'],
  summary: 'gives every request answered 2xx back to its rate-limit window: only errors count, so served requests are never refused',
  apply(parts) {
    onResponse(parts, '*', (out, at) => {
      if (isSuccess(out.status)) parts.rateLimiter.giveBack(at.apiKey ?? 'anonymous', rateLimitGroupFor(parts, at.op));
      return undefined;
    });
  },
};
