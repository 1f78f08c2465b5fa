// reference/faults/rl-core-counted-across-keys.ts: fault: the core rate limit is counted for all API keys together (§8: core interface, per API key).
import type { Fault } from './types.js';

export const rlCoreCountedAcrossKeys: Fault = {
  name: 'rl-core-counted-across-keys',
  violates: ['RL-PER-KEY-CORE'],
  operations: ['createCoreDnsRecord', 'getCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'],
  summary: 'counts core /api/v1/dns_records requests of every key against one shared counter',
  apply(parts) {
    const limiter = parts.rateLimiter;
    const take = limiter.take.bind(limiter);
    limiter.take = (identity, groupId) => take(groupId === 'core' ? 'all-keys' : identity, groupId);
  },
};
