// report.json: the run's verdict as data (shape: harness/report.schema.json).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ambiguities, operations, requirements, operationLabel } from '../contracts/spec-data.js';
import type { Profile } from './config.js';
import type { CleanupSummary } from './cleanup.js';
import type { CheckResult } from './results.js';
import type { Certification } from './reports/certification.js';
import type { Assessment, RunSettings } from './assessment.js';

export const TOOL_NAME = 'partner-dns-conformance';

export function toolVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export interface Observation {
  ambiguity: string;
  spec: string;
  sentence: string;
  policy: string;
  /** operation label -> forms seen, with counts */
  forms: Record<string, Record<string, number>>;
}

export interface Report {
  tool: { name: string; version: string };
  runId: string;
  target: { baseUrl: string; embedded: boolean };
  profile: Profile;
  seed: number;
  runsPerProperty: number;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** pass: nothing failed; fail: a check failed; error: the suite broke or the run could not assess the target (exit 2). */
  verdict: 'pass' | 'fail' | 'error';
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
    /** ms requests were held by the pacer for a rate-limit window to reset. */
    pacingWaitedMs?: number;
    /** Requests sent with the run's key, per §8 rate-limit group (checks, fixture discovery and cleanup). */
    requestsByGroup?: Record<string, number>;
  };
  checks: CheckResult[];
  areas: Record<string, { checks: number; passed: number; failed: number; skipped: number; errored?: number; requests: number; durationMs: number }>;
  coverage: {
    operations: { total: number; covered: number; uncovered: string[] };
    requirements: { total: number; checkable: number; covered: number; uncovered: string[]; open: string[] };
  };
  observations: Observation[];
  cleanup: CleanupSummary & { fixtureIntact: boolean | null; fixtureDifferences: string[] };
  errors: string[];
  /** Present when an expected-failures file was given. */
  expectedFailures?: { expected: string[]; stale: string[]; unknown: string[] };
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

export function readObservations(runDir: string): Observation[] {
  const file = join(runDir, 'observations.jsonl');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const byAmbiguity = new Map<string, Record<string, Record<string, number>>>();
  for (const line of lines) {
    let o: { ambiguity: string; operation: string; form: string };
    try {
      o = JSON.parse(line);
    } catch {
      continue;
    }
    const forms = byAmbiguity.get(o.ambiguity) ?? {};
    const label = operations.some((op) => op.id === o.operation) ? operationLabel(o.operation) : o.operation;
    forms[label] ??= {};
    forms[label][o.form] = (forms[label][o.form] ?? 0) + 1;
    byAmbiguity.set(o.ambiguity, forms);
  }
  return ambiguities.map((a) => ({ ambiguity: a.id, spec: a.spec, sentence: a.sentence, policy: a.policy, forms: byAmbiguity.get(a.id) ?? {} }));
}

export function coverageOf(checks: CheckResult[]): Report['coverage'] {
  const ran = checks.filter((c) => c.operationId);
  const coveredOps = new Set(ran.map((c) => c.operationId));
  const coveredReqs = new Set(ran.flatMap((c) => c.requirements));
  const checkable = requirements.filter((r) => r.level === 'stated');
  return {
    operations: {
      total: operations.length,
      covered: operations.filter((o) => coveredOps.has(o.id)).length,
      uncovered: operations.filter((o) => !coveredOps.has(o.id)).map((o) => `${o.method} ${o.path}`),
    },
    requirements: {
      total: requirements.length,
      checkable: checkable.length,
      covered: checkable.filter((r) => coveredReqs.has(r.id)).length,
      uncovered: checkable.filter((r) => !coveredReqs.has(r.id)).map((r) => r.id),
      open: requirements.filter((r) => r.level !== 'stated').map((r) => r.id),
    },
  };
}

/**
 * The verdict of a run: error when the suite itself broke (a check in status error, or an error outside the checks:
 * the target was not assessed); else fail when a check failed that is not an expected failure, or a listed expected
 * failure now passes (a stale entry). run, merge and verify all use this one.
 */
export function verdictOf(report: Pick<Report, 'checks' | 'errors' | 'expectedFailures'>): Report['verdict'] {
  if (report.errors.length || report.checks.some((c) => c.status === 'error')) return 'error';
  const expected = new Set(report.expectedFailures?.expected ?? []);
  const failing = report.checks.filter((c) => c.status === 'failed' && c.expectedFailure === undefined && !expected.has(c.id)).length;
  const stale = (report.expectedFailures?.stale ?? []).filter((id) => report.checks.some((c) => c.id === id && c.status === 'passed')).length;
  return failing + stale === 0 ? 'pass' : 'fail';
}

/** The documented exit code of a verdict: 0 pass (an INCOMPLETE certification too), 1 a check failed, 2 an error. */
export function exitCodeOf(verdict: Report['verdict']): 0 | 1 | 2 {
  return verdict === 'pass' ? 0 : verdict === 'fail' ? 1 : 2;
}

export function areasOf(checks: CheckResult[]): Report['areas'] {
  const areas: Report['areas'] = {};
  for (const c of checks) {
    areas[c.area] ??= { checks: 0, passed: 0, failed: 0, skipped: 0, requests: 0, durationMs: 0 };
    const a = areas[c.area];
    a.checks += 1;
    if (c.status === 'error') a.errored = (a.errored ?? 0) + 1;
    else a[c.status] += 1;
    a.requests += c.requests;
    a.durationMs += c.durationMs;
  }
  return areas;
}
