// What the run's main process hands to the checks (through vitest's provide/inject): target, fixtures, settings.
import type { TemplateFixture } from './config.js';
import type { Profile } from './report-model.js';
import type { RerunBasis } from './reports/rerun.js';
import type { RunBudgetSettings } from './run-budget.js';
import type { TransportSettings } from './transport-settings.js';

export interface RunContext {
  runId: string;
  /** Everything the run creates carries this prefix (user identifiers, record names). */
  prefix: string;
  runDir: string;
  baseUrl: string;
  embedded: boolean;
  profile: Profile;
  seed: number;
  runs: number;
  replayPath?: string;
  timeoutMs: number;
  rateLimitProbe: boolean;
  /** Bounds that end the run against a target that refuses or stops answering (harness/run-budget.ts). */
  runBudget: RunBudgetSettings;
  /** Checks in flight at once (CONFORMANCE_CONCURRENCY); 1: one at a time. */
  concurrency: number;
  /** Kept in memory only; every written record redacts them. */
  apiKey: string;
  secondApiKey?: string;
  fixtureUser: string;
  foreignDomainId?: string;
  /** CONFORMANCE_COMPLETED_TRANSFER_ID: a transfer under the key that reads as completed; unset, its checks are skipped. */
  completedTransferId?: string;
  /** CONFORMANCE_RENEW_DOMAIN_ID: the domain the renewal checks renew; unset, the fixture domain. */
  renewDomainId?: string;
  /** CONFORMANCE_RENEW_TEN_YEARS: the 10-year renewal check runs. */
  renewTenYears?: boolean;
  /** CONFORMANCE_CORE_HOURLY_QUOTA: the second key's core hourly quota the RL-CORE-HOURLY-* checks spend. */
  coreHourlyQuota?: number;
  template?: TemplateFixture;
  /** Client certificate, extra headers, whether proxies apply: the worker reaches the target as the main process does (unset: directly, as before). */
  transport?: TransportSettings;
  /** The fixture user's domain the DNS checks work on, found at start. */
  fixtureDomain?: { id: string; name: string };
  /** Why no fixture domain could be found (the checks that need one fail with this). */
  fixtureError?: string;
  only: string[];
  skip: string[];
  /** What a re-run command of a check of this run needs (harness/reports/rerun.ts). */
  rerun: RerunBasis;
}

declare module 'vitest' {
  export interface ProvidedContext {
    conformance: RunContext;
  }
}
