// reference/faults/rl-limit-wrong-for-user-updates.ts: fault: the User updates group allows and reports 100 per minute (§8: 60).
import type { Fault } from './types.js';

export const rlLimitWrongForUserUpdates: Fault = {
  name: 'rl-limit-wrong-for-user-updates',
  violates: ['RL-LIMIT-GROUP'],
  operations: ['updateUser'],
  summary: 'gives the User updates group the User creation limit of 100 instead of 60',
  apply(parts) {
    parts.config.rateLimitGroups.user_updates.limit = parts.config.rateLimitGroups.user_creation.limit;
  },
};
