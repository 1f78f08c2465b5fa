// harness/report-model.ts: the report's data model, types only (shape: harness/report.schema.json). It sits at the
// bottom: the run, merge, the check worker and the pure renderers under harness/reports/ all import it, and it imports
// nothing of theirs.
import type { PairCoverage } from './pair-coverage.js';
import type { Interface } from '../contracts/spec-data.js';

/** Which interfaces a run holds the target to (§1: core, extended, or both). */
export type Profile = 'core' | 'extended' | 'full';

/**
 * passed; failed (the target is wrong: an assertion about its response, or a transport error); skipped (with the
 * reason); error (the suite itself broke, or met a response it could not interpret: the target was not assessed).
 */
export type CheckStatus = 'passed' | 'failed' | 'skipped' | 'error';

/** pass: nothing failed (exit 0); fail: a check failed (exit 1); error: the suite broke, the target was not assessed (exit 2). */
export type Verdict = 'pass' | 'fail' | 'error';

/** One request of a failing check, replayable: curl with keys as $CONFORMANCE_API_KEY-style placeholders. */
export interface Reproduction {
  /** The exchange the failing assertion judged: the request that failed the check (shown first). */
  failing?: boolean;
  operation: string;
  curl: string;
  request: { method: string; url: string; headers: Record<string, string>; body?: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown; transportError?: string };
}

/** A property check's shrunk counterexample and how to replay exactly that case. */
export interface PropertyFailure {
  seed: number;
  path: string;
  counterexample: string;
  numRuns: number;
  replay: string;
}

export interface CheckResult {
  id: string;
  title: string;
  area: string;
  operation: string;
  operationId: string;
  interface: Interface;
  spec: string;
  requirements: string[];
  status: CheckStatus;
  message?: string;
  /**
   * status skipped: the open point (AMB-*) whose allowed choice, made by the target, leaves the check's sentence untestable on it (a
   * registry's cap on a ten-year renewal). Not applicable to this target: certification does not wait for it.
   */
  notApplicable?: string;
  /** status error: the stack of the exception the suite's own code threw (redacted). */
  stack?: string;
  reproduction?: Reproduction[];
  property?: PropertyFailure;
  propertyRequests?: number;
  requests: number;
  /** Unexpected 429s waited out and retried (not failures). */
  retriedAfter429?: number;
  /** Times the pacer waited for a window to reset before sending. */
  pacingWaits?: number;
  durationMs: number;
  /** ms of durationMs the check waited for §8 quota (windows, 429 resets): not the target's time, and not counted by its time limit. */
  quotaWaitedMs?: number;
  /** ms of durationMs with the target (its answers, and the check's own work): what the check's time limit measures. */
  targetMs?: number;
  /** Set when an expected-failures file lists the check. */
  expectedFailure?: string;
}

/** Which documented form the target chose on one open point of contracts/ambiguities.yaml. */
export interface Observation {
  ambiguity: string;
  spec: string;
  sentence: string;
  policy: string;
  /** operation label -> forms seen, with counts */
  forms: Record<string, Record<string, number>>;
}

/** What the end-of-run cleanup deleted from the run's ledger, and what it could not. */
export interface CleanupSummary {
  created: number;
  deleted: number;
  alreadyGone: number;
  /** Entries that could not be deleted, with the reason. */
  failed: Array<{ entry: string; reason: string }>;
  /** Transfers cannot be deleted through the interface; they go with their user (§4.2 "all associated data"). */
  transfersWithUser: number;
  /** Deleted because they carry the run prefix though the ledger never confirmed them (an answer lost or timed out). */
  found?: number;
  /**
   * Creations of unknown outcome whose names carry no run prefix, closed because the listings hold nothing they asked
   * for (or they named nothing that could be told apart): each with the reason (harness/unnamed-intents.ts).
   */
  nothingToFind?: Array<{ entry: string; reason: string }>;
  /** What is still on the target (failed, less transfers, which no sweep can delete): the ledger stays open. */
  left?: number;
  /** Every entry is confirmed gone: the ledger is closed. */
  clean?: boolean;
  /** Set when something is left: the command that sweeps it (keys from the environment, never shown). */
  sweep?: string;
}

export type CertificationStatus = 'certified' | 'not-certified' | 'incomplete' | 'not-assessed';

export interface ProfileCertification {
  profile: Profile;
  status: CertificationStatus;
  /** Checks the profile requires (all checks of its interfaces); 0 when not assessed. */
  required: number;
  passed: number;
  /** Required checks that failed (expected failures included: they are still failures). */
  failed: string[];
  /** Required checks that did not run, with the reason (the not applicable ones included). */
  skipped: Array<{ id: string; reason: string }>;
  /** Required checks the target's allowed choice on an open point leaves untestable (CheckResult.notApplicable): not missing. */
  notApplicable?: Array<{ id: string; ambiguity: string }>;
  /** Required checks on which the suite itself broke (status error). */
  errored: string[];
  /** What an INCOMPLETE (or NOT CERTIFIED) profile lacks, and how to supply it. */
  missing: Array<{ what: string; supply: string }>;
  /** Why the profile is not certified or not assessed, in plain words; empty when certified. */
  reasons: string[];
  statement: string;
}

export interface Certification {
  suite: { name: string; version: string };
  /** contracts/<file> -> SHA-256 (hex) of the file the run used. */
  contracts: Record<string, string>;
  target: string;
  embedded: boolean;
  /** When the run finished (ISO 8601). */
  date: string;
  seed: number;
  /** The profile the run was asked for. */
  runProfile: Profile;
  /** The run kind: "complete", or "partial: …" (harness/assessment.ts). */
  assessment: string;
  profiles: ProfileCertification[];
}

export type PartialKind =
  | 'shard'
  | 'missing-shards'
  | 'selection'
  | 'embedded'
  | 'reference-faults'
  | 'reference-variants'
  | 'areas-loaded'
  | 'ended-early'
  | 'missing-checks'
  | 'no-catalogue'
  | 'no-settings';

/** One reason a run is partial: what was not assessed, and how to supply it. */
export interface PartialReason {
  kind: PartialKind;
  what: string;
  supply: string;
}

/** Every check the suite has (area:ID, sorted), so that a report can be held against it: a complete run has them all. */
export interface Catalogue {
  checks: number;
  /** SHA-256 of the ids joined by newlines. */
  sha256: string;
  ids: string[];
}

/** What a run assessed (the run kind): complete, or partial and why (harness/assessment.ts). */
export interface Assessment {
  complete: boolean;
  partial: PartialReason[];
  catalogue?: Catalogue;
}

/** The settings that shaped a run, beyond target, profile, seed and runs: what the label and the re-run command need. */
export interface RunSettings {
  only: string[];
  skip: string[];
  referenceFaults: string[];
  referenceVariants: string[];
  rateLimitProbe: boolean;
  /** CONFORMANCE_RENEW_TEN_YEARS was on (absent: off). */
  renewTenYears?: boolean;
  /** CONFORMANCE_CORE_HOURLY_QUOTA, when given (absent: the RL-CORE-HOURLY-* checks were skipped). */
  coreHourlyQuota?: number;
  timeoutMs: number;
  /** The embedded reference's rate-limit window, when not the default. */
  referenceWindowMs?: number;
  /** Names, never values, of the target settings the run was given (keys and fixtures come from the environment). */
  targetVariables: string[];
}

export interface ExpectedFailuresOutcome {
  /** Failed checks the file lists: they do not fail the run. */
  expected: string[];
  /** Listed checks that passed: the entry is stale and fails the run. */
  stale: string[];
  /** Listed ids that no check of the run has. */
  unknown: string[];
}

export interface Report {
  tool: { name: string; version: string };
  runId: string;
  /** name: CONFORMANCE_TARGET_NAME, when given (`history` groups runs by it). */
  target: { baseUrl: string; embedded: boolean; name?: string };
  profile: Profile;
  seed: number;
  runsPerProperty: number;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  verdict: Verdict;
  summary: {
    total: number;
    passed: number;
    failed: number;
    skipped: number;
    /** Checks whose suite code broke (status error). */
    errored?: number;
    requests: number;
    retriedAfter429: number;
    pacingWaits: number;
    /**
     * ms requests were held by the pacer for a rate-limit window to reset, summed over checks (those in flight at once
     * wait together: the sum may pass the wall time).
     */
    pacingWaitedMs?: number;
    /** Requests sent with the run's key, per §8 rate-limit group (checks, fixture discovery and cleanup). */
    requestsByGroup?: Record<string, number>;
    /** ms checks waited for §8 quota per group, summed over checks (the console names the groups that made checks wait longest). */
    quotaWaitByGroup?: Record<string, number>;
  };
  checks: CheckResult[];
  areas: Record<
    string,
    {
      checks: number;
      passed: number;
      failed: number;
      skipped: number;
      errored?: number;
      requests: number;
      durationMs: number;
      /** Requests per check run (skipped checks send none). */
      requestsPerCheck?: number;
      /** The check of the area that sent the most requests. */
      mostRequests?: { id: string; requests: number };
    }
  >;
  coverage: {
    operations: { total: number; covered: number; uncovered: string[] };
    requirements: { total: number; checkable: number; covered: number; uncovered: string[]; open: string[] };
    /** (stated requirement × operation) pairs: checked on that operation, read-back, uncovered (harness/pair-coverage.ts). */
    pairs?: PairCoverage;
  };
  observations: Observation[];
  cleanup: CleanupSummary & {
    fixtureIntact: boolean | null;
    fixtureDifferences: string[];
    /** What earlier runs over their deadline left with no ledger, deleted at the start of the run (harness/orphans.ts). */
    orphansAtStart?: { removed: number; prefixes: string[]; spared: number; left: Array<{ entry: string; reason: string }>; notListable?: string };
  };
  errors: string[];
  /** Present when an expected-failures file was given. */
  expectedFailures?: ExpectedFailuresOutcome;
  /** Present when --only named the areas to load: the checks of other areas were not even collected. */
  areasLoaded?: string[];
  /** Set when the run was one part of a run split over several runners (CONFORMANCE_SHARD). */
  shard?: { index: number; count: number };
  /** Set on a report merged from shard reports (`partner-dns-conformance merge`): the parts it was made of. */
  mergedFrom?: Array<{ runId: string; shard?: { index: number; count: number }; checks: number; startedAt: string; finishedAt: string }>;
  /** What the run assessed: complete, or partial and why (harness/assessment.ts). */
  assessment?: Assessment;
  /** The settings that shaped the run, as the re-run command needs them (never a secret). */
  runSettings?: RunSettings;
  /** The certification statement per profile (harness/reports/certification.ts). */
  certification?: Certification;
}
