// reference/faults/rl-core-writes-counted-across-keys.ts: fault: core creations, updates and deletions are charged to every key's core counter (§8: core
// interface, per API key); reads are counted per key.
import { FIXTURE_KEYS } from '../fixtures.js';
import { onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const rlCoreWritesCountedAcrossKeys: Fault = {
  name: 'rl-core-writes-counted-across-keys',
  violates: ['RL-PER-KEY-CORE'],
  operations: ['createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'],
  summary: 'counts each core write once for the key that sent it and once more for every other key (a write quota kept per partner account, not per key)',
  apply(parts) {
    onRequest(parts, ['createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'], ({ apiKey }) => {
      for (const key of Object.values(FIXTURE_KEYS)) if (key !== apiKey) parts.rateLimiter.take(key, 'core');
    });
  },
};
