// reference/app.ts: createReference, the reference implementation of both interfaces (all 23 operations of §4.1-4.4) as an express app over in-memory state.
import type { Express } from 'express';
import type { Fault } from './faults/types.js';
import { seedFixtures, type ReferenceFixtures } from './fixtures.js';
import { buildParts, type ReferenceParts } from './parts.js';
import { buildApp, type OperationHandlers } from './routing.js';
import { catalogueOperations } from './routes/catalogue.js';
import { coreDnsOperations } from './routes/dns-core.js';
import { extendedDnsOperations } from './routes/dns-extended.js';
import { domainOperations } from './routes/domains.js';
import { transferOperations } from './routes/transfers.js';
import { userOperations } from './routes/users.js';

export type { ReferenceFixtures } from './fixtures.js';
export type { ReferenceParts, ReferenceHooks, ResponseRewrite, OutgoingResponse } from './parts.js';
export type { Fault } from './faults/types.js';

export interface ReferenceOptions {
  /** Rate-limit window length in ms, default 60000 (the §8 per-minute windows); the core hourly window is hourlyWindows * windowMs. */
  windowMs?: number;
  /**
   * How many windows the core hourly quota spans, default 60 (an hour of §8 minutes). A suite test that runs against the reference as a configured
   * target, with short windows, sets 3600 so that its hour is a real one, as the RL-CORE-HOURLY checks take a configured target's hour to be.
   */
  hourlyWindows?: number;
  /** Default true: §8 limits enforced. When false, headers are still sent but nothing is refused. */
  rateLimits?: boolean;
  /** Allowed choices on ambiguous points: names from contracts/ambiguities.yaml `variants`. */
  variants?: string[];
  /** Planted deviations, applied after the parts are built and the fixtures seeded, before any request. */
  faults?: Fault[];
  /** Clock injection (ms since the epoch), default Date.now. */
  now?: () => number;
}

/** Every §4 operation, by operations.yaml id. */
export const operationHandlers: OperationHandlers = {
  ...userOperations,
  ...domainOperations,
  ...transferOperations,
  ...catalogueOperations,
  ...extendedDnsOperations,
  ...coreDnsOperations,
};

export function createReference(options: ReferenceOptions = {}): { app: Express; parts: ReferenceParts; fixtures: ReferenceFixtures } {
  const parts = buildParts(options);
  const fixtures = seedFixtures(parts);
  for (const fault of options.faults ?? []) fault.apply(parts);
  const app = buildApp(parts, operationHandlers);
  return { app, parts, fixtures };
}
