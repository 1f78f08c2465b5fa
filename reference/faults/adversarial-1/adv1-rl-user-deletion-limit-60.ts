// adv1-rl-user-deletion-limit-60: §8 "User deletion | 30" (X-RateLimit-Limit "Maximum requests per window"): deleteUser reports 60.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RlUserDeletionLimit60: Fault = {
  name: 'adv1-rl-user-deletion-limit-60',
  violates: ['RL-LIMIT-GROUP'],
  operations: ['deleteUser'],
  summary: 'DELETE /api/v1/users/{user_identifier} reports X-RateLimit-Limit 60 (the user-updates number); the group still allows 30.',
  apply(parts) {
    onResponse(parts, ['deleteUser'], (out) => {
      if (out.headers['x-ratelimit-limit'] !== undefined) out.headers['x-ratelimit-limit'] = '60';
    });
  },
};
