// adv2-rl-reset-iso-on-get-user: §8 "X-RateLimit-Reset | Unix timestamp when the window resets": getUser sends an ISO 8601 date.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RlResetIsoOnGetUser: Fault = {
  name: 'adv2-rl-reset-iso-on-get-user',
  violates: ['RL-RESET-UNIX'],
  operations: ['getUser'],
  summary: 'GET /api/v1/users/{id} sends X-RateLimit-Reset as 2026-...Z',
  apply(parts) {
    onResponse(parts, ['getUser'], (out) => {
      const reset = Number(out.headers['x-ratelimit-reset']);
      if (Number.isFinite(reset)) out.headers['x-ratelimit-reset'] = new Date(reset * 1000).toISOString();
    });
  },
};
