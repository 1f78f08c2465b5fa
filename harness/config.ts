// harness/config.ts: the run configuration, parsed once from the environment, a .env file and CLI overrides; the
// settings themselves are declared in settings.ts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import type { Profile } from './report-model.js';
import type { RunBudgetSettings } from './run-budget.js';
import { ConfigError, type ReportFormat, readSettings, SETTINGS, type TemplateFixture } from './settings.js';
import { type TransportSettings, transportSettingsOf } from './transport-settings.js';
import { assertKnownSettings } from './unknown-settings.js';

export { ConfigError, type TemplateFixture } from './settings.js';

export interface Config {
  /** Target root, without /api/v1. Undefined: the embedded reference server. */
  baseUrl?: string;
  apiKey?: string;
  secondApiKey?: string;
  fixtureUser?: string;
  /** CONFORMANCE_TARGET_NAME: the target's name in report.json (history groups runs by it). */
  targetName?: string;
  foreignDomainId?: string;
  /** CONFORMANCE_COMPLETED_TRANSFER_ID: a transfer the sandbox shows as completed; unset, its checks are skipped. */
  completedTransferId?: string;
  template?: TemplateFixture;
  profile: Profile;
  seed: number;
  seedWasGiven: boolean;
  reportDir: string;
  /** Runs per property (fast-check numRuns). */
  runs: number;
  /** fast-check replay path, with the seed. */
  replayPath?: string;
  timeoutMs: number;
  rateLimitProbe: boolean;
  /** The run-level budget (harness/run-budget.ts): bounds that end a run against a target that refuses or stops answering. */
  runBudget: RunBudgetSettings;
  /** CONFORMANCE_RUN_DEADLINE_SECONDS in ms: the longest a run's checks go, and the age past which its prefix is an orphan's (harness/orphans.ts). */
  runDeadlineMs: number;
  /** CONFORMANCE_CONCURRENCY: checks in flight at once. */
  concurrency: number;
  referenceWindowMs: number;
  expectedFailuresFile?: string;
  only: string[];
  skip: string[];
  /** Self-test only: faults planted in the embedded reference (reference/faults). */
  referenceFaults: string[];
  /** Self-test only: allowed choices the embedded reference makes (contracts/ambiguities.yaml variants). */
  referenceVariants: string[];
  /** This runner's part of a run split over several (vitest --shard): index from 1 to count. */
  shard?: { index: number; count: number };
  /** Formats written besides the default reports (CONFORMANCE_REPORTS). */
  reports: ReportFormat[];
  /** The domain the renewal checks renew (one year a run); unset: the fixture domain. */
  renewDomainId?: string;
  /** Opt-in: the check that renews for 10 years (the stated upper bound) runs; it spends 10 registration years. */
  renewTenYears: boolean;
  /** CONFORMANCE_CORE_HOURLY_QUOTA: the second key's core hourly quota, which RL-CORE-HOURLY-* spend; unset, they are skipped. */
  coreHourlyQuota?: number;
  /** Client certificate, extra headers and proxy variables (harness/transport-settings.ts). */
  transport: TransportSettings;
}

/** Parse a configuration from an environment-like map. Throws ConfigError naming the variable at fault. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Set but empty (`CONFORMANCE_BASE_URL=` in .env, an unset CI variable): a target was meant, and the embedded reference would
  // otherwise be assessed in its place without a word.
  if (env.CONFORMANCE_BASE_URL !== undefined && !env.CONFORMANCE_BASE_URL.trim()) {
    throw new ConfigError(
      'CONFORMANCE_BASE_URL',
      'is set but empty: give the target root (the part before /api/v1), or unset it to run against the embedded reference',
    );
  }
  const v = readSettings(env);
  const { baseUrl, apiKey, secondApiKey, fixtureUser } = v;
  if (baseUrl) {
    if (!apiKey) throw new ConfigError('CONFORMANCE_API_KEY', 'required when CONFORMANCE_BASE_URL is set');
    if (!fixtureUser) throw new ConfigError('CONFORMANCE_FIXTURE_USER', 'required when CONFORMANCE_BASE_URL is set (a user owning at least one domain)');
  } else {
    // The embedded reference brings its own keys and fixtures; a target setting without a target is a mistake.
    for (const s of [
      SETTINGS.apiKey,
      SETTINGS.secondApiKey,
      SETTINGS.fixtureUser,
      SETTINGS.foreignDomainId,
      SETTINGS.renewDomainId,
      SETTINGS.completedTransferId,
    ]) {
      if (env[s.env]?.trim()) throw new ConfigError(s.env, 'set without CONFORMANCE_BASE_URL; the embedded reference uses its own fixtures');
    }
  }
  if (baseUrl) {
    for (const s of [SETTINGS.referenceFaults, SETTINGS.referenceVariants]) {
      if (env[s.env]?.trim()) throw new ConfigError(s.env, 'applies to the embedded reference only; unset CONFORMANCE_BASE_URL');
    }
  }
  if (apiKey && secondApiKey && apiKey === secondApiKey) throw new ConfigError('CONFORMANCE_SECOND_API_KEY', 'must differ from CONFORMANCE_API_KEY');
  const seedWasGiven = v.seed !== undefined;
  if (v.replayPath && !seedWasGiven) throw new ConfigError('CONFORMANCE_PATH', 'needs CONFORMANCE_SEED: a path replays a case of one seed');
  if (v.shard && !seedWasGiven) throw new ConfigError('CONFORMANCE_SHARD', 'needs CONFORMANCE_SEED: every shard of a run must use the same seed');
  if (v.expectedFailuresFile && !existsSync(v.expectedFailuresFile)) {
    throw new ConfigError('CONFORMANCE_EXPECTED_FAILURES', `no such file: ${v.expectedFailuresFile}`);
  }
  return {
    baseUrl,
    apiKey,
    secondApiKey,
    fixtureUser,
    ...(v.targetName ? { targetName: v.targetName } : {}),
    foreignDomainId: v.foreignDomainId,
    completedTransferId: v.completedTransferId,
    template: v.template,
    profile: v.profile,
    seed: v.seed ?? (Math.random() * 2 ** 31) | 0,
    seedWasGiven,
    reportDir: v.reportDir,
    runs: v.runs,
    replayPath: v.replayPath,
    timeoutMs: v.timeoutMs,
    rateLimitProbe: v.rateLimitProbe,
    runBudget: {
      max429: v.runBudget429,
      maxFailures: v.runBudgetFailures,
      stallMs: v.runBudgetStallSeconds * 1000,
      quotaWaitMs: v.checkQuotaWaitSeconds * 1000,
    },
    runDeadlineMs: v.runDeadlineSeconds * 1000,
    concurrency: v.concurrency,
    referenceWindowMs: v.referenceWindowMs,
    expectedFailuresFile: v.expectedFailuresFile,
    only: v.only ?? [],
    skip: v.skip ?? [],
    referenceFaults: v.referenceFaults ?? [],
    referenceVariants: v.referenceVariants ?? [],
    ...(v.shard ? { shard: v.shard } : {}),
    reports: v.reports ?? [],
    renewDomainId: v.renewDomainId,
    renewTenYears: v.renewTenYears,
    coreHourlyQuota: v.coreHourlyQuota,
    transport: transportSettingsOf(v, env),
  };
}

/** The process environment with a .env file (if any) underneath it: real variables win. */
export function environment(envFile = resolve('.env')): Record<string, string | undefined> {
  const fromFile: Record<string, string> = {};
  if (existsSync(envFile)) loadDotenv({ path: envFile, processEnv: fromFile, quiet: true });
  assertKnownSettings(fromFile, envFile);
  assertKnownSettings(process.env, 'the environment');
  return { ...fromFile, ...process.env };
}
