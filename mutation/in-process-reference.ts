// mutation/in-process-reference.ts: vitest setup file of the mutation run: starts the reference inside the check worker,
// fresh for each suite file (vitest runs a setup file before every file), and hands the checks a run context pointing
// at it (what harness/run.ts does for a run).
// In-process, Stryker's per-test coverage sees which checks execute each mutant of reference/, and runs only those.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import type { RunContext } from '../harness/run-context.js';
import { forgetTheRunsRenewal } from '../harness/renewal.js';
import { startReference } from '../reference/server.js';

/** The seed of every property check: a mutant run must be reproducible, so the same cases every time. */
export const MUTATION_SEED = 13;
/**
 * Rate-limit window of the reference (ms): the conformance run's default (CONFORMANCE_REFERENCE_WINDOW_MS); the checks'
 * pacer waits a window out instead of failing, and a fresh reference per suite file starts with every quota full.
 * MUTATION_WINDOW_MS sets another: an X-RateLimit-Reset one 1-second window off lies within the 5 s the header checks allow
 * for clock skew, one 7-second window off does not (a run of reference/rate-limit.ts only: every wait is longer).
 */
export const MUTATION_WINDOW_MS = Number(process.env.MUTATION_WINDOW_MS ?? 1000);
/** MUTATION_CORE_HOURLY_QUOTA=1000 runs the RL-CORE-HOURLY-* checks too (a narrowed run of rate-limit.ts's hourly quota). */
const MUTATION_CORE_HOURLY_QUOTA = process.env.MUTATION_CORE_HOURLY_QUOTA ? Number(process.env.MUTATION_CORE_HOURLY_QUOTA) : undefined;
if (MUTATION_CORE_HOURLY_QUOTA !== undefined && !(Number.isInteger(MUTATION_CORE_HOURLY_QUOTA) && MUTATION_CORE_HOURLY_QUOTA > 0))
  throw new Error(`MUTATION_CORE_HOURLY_QUOTA must be a positive integer, got ${process.env.MUTATION_CORE_HOURLY_QUOTA}`);
if (!Number.isInteger(MUTATION_WINDOW_MS) || MUTATION_WINDOW_MS <= 0)
  throw new Error(`MUTATION_WINDOW_MS must be a positive integer (ms), got ${process.env.MUTATION_WINDOW_MS}`);

/** What outlives one suite file in the worker: the port the checks' clients were built with, and the run folder. */
interface WorkerState {
  port: number;
  runDir: string;
}
const KEY = Symbol.for('partner-dns-conformance.mutation-worker');
const state = (globalThis as { [KEY]?: WorkerState })[KEY];
// Not isolated (one module graph per run, as in a conformance run): harness/check.ts builds its clients once, so each
// file's fresh reference listens on the port the first one got.
/**
 * Allowed choices of open points (reference/variants.ts) the reference makes in this run, comma-separated: MUTATION_REFERENCE_VARIANTS. The code
 * only a variant runs is executed, and so told apart, only by a run with it on; the checks pass against every variant (tests/e2e/leniency.test.ts),
 * and Stryker's dry run proves it again before any mutant.
 */
export const MUTATION_VARIANTS = (process.env.MUTATION_REFERENCE_VARIANTS ?? '')
  .split(',')
  .map((v) => v.trim())
  .filter(Boolean);
const reference = await startReference({ windowMs: MUTATION_WINDOW_MS, host: '127.0.0.1', port: state?.port ?? 0, variants: MUTATION_VARIANTS });
const runDir = state?.runDir ?? mkdtempSync(join(tmpdir(), 'pdc-mutation-'));
if (!state) {
  (globalThis as { [KEY]?: WorkerState })[KEY] = { port: reference.port, runDir };
  process.once('exit', () => rmSync(runDir, { recursive: true, force: true }));
}
const { fixtures } = reference;
const active = fixtures.domains.find((d) => d.status === 'active') ?? fixtures.domains[0];
const context: RunContext = {
  runId: 'mutation',
  prefix: `pdc-mut${Date.now().toString(36)}`,
  runDir,
  baseUrl: reference.url,
  embedded: true,
  profile: 'full',
  seed: MUTATION_SEED,
  runs: 8,
  timeoutMs: 10_000,
  // A mutant that makes the reference refuse or stall must fail its checks, not end the run: the budget never ends it.
  runBudget: { max429: 1_000_000, maxFailures: 1_000_000, stallMs: 86_400_000 },
  // One check at a time: a mutant's verdict must not depend on which checks ran beside it.
  concurrency: 1,
  // Every check runs: the opt-ins spend nothing on a reference that is thrown away after the file.
  rateLimitProbe: true,
  renewTenYears: true,
  // RL-CORE-HOURLY-* spend the reference's hour (60 of its windows) in about 15 s: only where asked (MUTATION_CORE_HOURLY_QUOTA), since every
  // surviving mutant of code each request runs (routing, rate limiting, the store) would cost that much more.
  ...(MUTATION_CORE_HOURLY_QUOTA ? { coreHourlyQuota: MUTATION_CORE_HOURLY_QUOTA } : {}),
  apiKey: fixtures.apiKey,
  secondApiKey: fixtures.secondApiKey,
  fixtureUser: fixtures.fixtureUser,
  foreignDomainId: fixtures.foreignDomainId,
  template: fixtures.template,
  fixtureDomain: { id: active.id, name: active.name },
  only: [],
  skip: [],
  rerun: {
    target: { baseUrl: reference.url, embedded: true },
    profile: 'full',
    seed: MUTATION_SEED,
    runsPerProperty: 8,
    runSettings: {
      only: [],
      skip: [],
      referenceFaults: [],
      referenceVariants: MUTATION_VARIANTS,
      rateLimitProbe: true,
      renewTenYears: true,
      ...(MUTATION_CORE_HOURLY_QUOTA ? { coreHourlyQuota: MUTATION_CORE_HOURLY_QUOTA } : {}),
      timeoutMs: 10_000,
      // The checks that wait out a window read its length here (suites/rate-limit-core-hourly.test.ts).
      ...(MUTATION_WINDOW_MS !== 1000 ? { referenceWindowMs: MUTATION_WINDOW_MS } : {}),
      targetVariables: [],
    },
  },
};
// The checks read their context with inject('conformance') (harness/check.ts); the mutation config provides an empty
// object, filled here because the reference's port is known only now, inside the worker.
Object.assign(inject('conformance'), context);
// The run's one renewal (harness/renewal.ts) was made on the previous file's reference, which is gone: this file's checks make their own.
forgetTheRunsRenewal();

afterAll(() => reference.close());
