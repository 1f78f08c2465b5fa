// adv2-rl-user-deletion-limit-60: §8 "User deletion | 30" (X-RateLimit-Limit: Maximum requests per window): deleteUser reports 60.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RlUserDeletionLimit60: Fault = {
  name: 'adv2-rl-user-deletion-limit-60',
  violates: ['RL-LIMIT-GROUP'],
  operations: ['deleteUser'],
  summary: 'DELETE /api/v1/users/{id} reports X-RateLimit-Limit 60 (30 enforced)',
  apply(parts) {
    onResponse(parts, ['deleteUser'], (out) => {
      if (out.headers['x-ratelimit-limit'] !== undefined) out.headers['x-ratelimit-limit'] = '60';
    });
  },
};
