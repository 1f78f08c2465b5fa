// reference/faults/rl-groups-share-counter.ts: fault: every §8 group counts against one counter per key (§8: limits per operation group).
import { windowMsOf } from '../config.js';
import type { Fault } from './types.js';

export const rlGroupsShareCounter: Fault = {
  name: 'rl-groups-share-counter',
  violates: ['RL-REMAINING'],
  operations: ['*'],
  summary: 'reports X-RateLimit-Remaining from one counter shared by all groups of a key, so reads lower the quota of writes',
  apply(parts) {
    const limiter = parts.rateLimiter;
    const take = limiter.take.bind(limiter);
    const shared = new Map<string, { windowStart: number; count: number }>();
    limiter.take = (identity, groupId) => {
      const decision = take(identity, groupId);
      const windowMs = windowMsOf(parts.config, parts.config.rateLimitGroups[groupId]);
      const windowStart = Math.floor(parts.clock.now() / windowMs) * windowMs;
      let counter = shared.get(identity);
      if (!counter || counter.windowStart !== windowStart) {
        counter = { windowStart, count: 0 };
        shared.set(identity, counter);
      }
      counter.count += 1;
      return { ...decision, remaining: Math.max(0, decision.limit - counter.count) };
    };
  },
};
