// harness/report.ts: what report.json derives from the checks: observations, coverage, verdict and per-area totals
// (the types: report-model.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ambiguities, operations, requirements, operationLabel } from '../contracts/spec-data.js';
import { pairCoverageOf } from './pair-coverage.js';
import type { CheckResult, Observation, Report, Verdict } from './report-model.js';

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
    pairs: pairCoverageOf(ran),
  };
}

/**
 * The verdict of a run: error when the suite itself broke (a check in status error, or an error outside the checks:
 * the target was not assessed); else fail when a check failed that is not an expected failure, or a listed expected
 * failure now passes (a stale entry). run, merge and verify all use this one.
 */
export function verdictOf(report: Pick<Report, 'checks' | 'errors' | 'expectedFailures'>): Verdict {
  if (report.errors.length || report.checks.some((c) => c.status === 'error')) return 'error';
  const expected = new Set(report.expectedFailures?.expected ?? []);
  const failing = report.checks.filter((c) => c.status === 'failed' && c.expectedFailure === undefined && !expected.has(c.id)).length;
  const stale = (report.expectedFailures?.stale ?? []).filter((id) => report.checks.some((c) => c.id === id && c.status === 'passed')).length;
  return failing + stale === 0 ? 'pass' : 'fail';
}

/** The documented exit code of a verdict: 0 pass (an INCOMPLETE certification too), 1 a check failed, 2 an error. */
export function exitCodeOf(verdict: Verdict): 0 | 1 | 2 {
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
    // Where the requests go, so that waste shows: the check of the area that sent the most.
    if (c.requests > (a.mostRequests?.requests ?? 0)) a.mostRequests = { id: c.id, requests: c.requests };
  }
  for (const a of Object.values(areas)) {
    const run = a.checks - a.skipped;
    a.requestsPerCheck = run > 0 ? Math.round((a.requests / run) * 100) / 100 : 0;
  }
  return areas;
}
