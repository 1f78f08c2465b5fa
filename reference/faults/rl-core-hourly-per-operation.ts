// reference/faults/rl-core-hourly-per-operation.ts: fault: core reads and core writes are counted apart, each with its own burst and hourly
// quota (§8: "Core interface, per API key": one quota for every core request of a key), so a key whose reads spent the hour still writes.
import { onRequest } from './helpers.js';
import type { Fault } from './types.js';

const WRITES = ['createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'];

export const rlCoreHourlyPerOperation: Fault = {
  name: 'rl-core-hourly-per-operation',
  violates: ['RL-CORE-HOURLY'],
  operations: WRITES,
  summary: "counts core writes against a quota of their own, apart from the key's core reads",
  apply(parts) {
    // The operation of the request being limited: the hooks run just before the router's rate limiter, in the same tick.
    let writing = false;
    onRequest(parts, ['getCoreDnsRecord', ...WRITES], ({ op }) => {
      writing = WRITES.includes(op);
    });
    const take = parts.rateLimiter.take.bind(parts.rateLimiter);
    parts.rateLimiter.take = (identity, groupId) => take(groupId === 'core' && writing ? `${identity}\u0000writes` : identity, groupId);
  },
};
