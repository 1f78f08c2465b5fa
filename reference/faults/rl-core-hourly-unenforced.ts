// reference/faults/rl-core-hourly-unenforced.ts: fault: the core interface keeps only its per-minute burst (§8: "Default 1000 requests per
// hour" beside it), so a key never runs out of core requests within the hour.
import type { Fault } from './types.js';

export const rlCoreHourlyUnenforced: Fault = {
  name: 'rl-core-hourly-unenforced',
  violates: ['RL-CORE-HOURLY'],
  operations: ['getCoreDnsRecord', 'createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'],
  summary: 'enforces the core burst of 100 a minute and no hourly quota',
  apply(parts) {
    delete parts.config.rateLimitGroups.core.hourlyLimit;
  },
};
