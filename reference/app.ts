// reference/app.ts: createReference, the reference implementation of both interfaces (all 23 operations of §4.1-4.4) as an express app over in-memory state.
import type { Express } from 'express';
import type { Fault } from './faults/types';
import { seedFixtures, type ReferenceFixtures } from './fixtures';
import { buildParts, type ReferenceParts } from './parts';
import { buildApp, type OperationHandlers } from './routing';
import { catalogueOperations } from './routes/catalogue';
import { coreDnsOperations } from './routes/dns-core';
import { extendedDnsOperations } from './routes/dns-extended';
import { domainOperations } from './routes/domains';
import { transferOperations } from './routes/transfers';
import { userOperations } from './routes/users';

export type { ReferenceFixtures } from './fixtures';
export type { ReferenceParts, ReferenceHooks, ResponseRewrite, OutgoingResponse } from './parts';
export type { Fault } from './faults/types';

export interface ReferenceOptions {
  /** Rate-limit window length in ms, default 60000 (the §8 per-minute windows); the core hourly window is 60 * windowMs. */
  windowMs?: number;
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
