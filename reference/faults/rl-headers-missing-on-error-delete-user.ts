// rl-headers-missing-on-error-delete-user: §8 "Rate limit headers on responses": deleteUser's error answers carry none.
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rlHeadersMissingOnErrorDeleteUser: Fault = {
  name: 'rl-headers-missing-on-error-delete-user',
  violates: ['RL-HEADERS-PRESENT'],
  operations: ['deleteUser'],
  summary: 'DELETE /api/v1/users/{unknown} answers its 4xx without X-RateLimit-* headers',
  apply(parts) {
    onResponse(parts, ['deleteUser'], (out) => {
      if (out.status < 400 || out.status === 401 || out.status === 429) return;
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) delete out.headers[name];
    });
  },
};
