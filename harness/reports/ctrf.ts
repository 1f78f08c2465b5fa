// harness/reports/ctrf.ts: ctrf-report.json, the run as a Common Test Report Format document (ctrf.io, spec 0.0), for the
// dashboards and CI tools that read CTRF: one test per check, and run errors as tests of status `other`.
import type { CTRFReport, Test } from 'ctrf';
import type { CheckResult, Report } from '../report-model.js';
import { statusWord } from './certification.js';
import { failureDetails } from './junit.js';
import { outcomeMessage, outcomeOf } from './outcome.js';
import { redactReport } from './redact-report.js';

/** The CTRF version this file follows (the `ctrf` package's CURRENT_SPEC_VERSION, whose schema the tests hold it to). */
export const CTRF_SPEC_VERSION = '0.0.0';

function testOf(report: Report, check: CheckResult, startMs: number): Test {
  const outcome = outcomeOf(report, check);
  const status: Test['status'] = outcome === 'expected-failure' ? 'skipped' : outcome === 'stale-expected-failure' ? 'failed' : outcome;
  const message = outcomeMessage(check, outcome);
  return {
    name: `${check.id}: ${check.title}`,
    status,
    duration: Math.round(check.durationMs ?? 0),
    ...(message ? { message } : {}),
    ...(check.status === 'failed' ? { trace: failureDetails(report, check) } : {}),
    rawStatus: outcome,
    suite: [check.interface, check.area],
    filePath: `suites/${check.area}.test.ts`,
    type: 'api',
    tags: [check.interface, check.area, ...check.requirements],
    labels: { id: check.id, interface: check.interface, area: check.area, operation: check.operation, spec: check.spec },
    extra: {
      id: check.id,
      operation: check.operation,
      operationId: check.operationId,
      spec: check.spec,
      requirements: check.requirements,
      requests: check.requests,
      ...(check.expectedFailure !== undefined ? { expectedFailure: check.expectedFailure } : {}),
      ...(check.property ? { property: check.property } : {}),
      ...(check.reproduction ? { reproduction: check.reproduction } : {}),
    },
    start: startMs,
  };
}

export function toCtrf(unsafe: Report): CTRFReport {
  const report = redactReport(unsafe);
  const start = Date.parse(report.startedAt);
  const stop = Date.parse(report.finishedAt);
  const tests: Test[] = report.checks.map((c) => testOf(report, c, start));
  // Errors outside any check (a suite file that did not load) must not leave a dashboard green.
  for (const [i, e] of report.errors.entries()) tests.push({ name: `run error ${i + 1}`, status: 'other', duration: 0, message: e, rawStatus: 'error' });
  const count = (s: Test['status']) => tests.filter((t) => t.status === s).length;
  return {
    reportFormat: 'CTRF',
    specVersion: CTRF_SPEC_VERSION,
    timestamp: report.finishedAt,
    generatedBy: `${report.tool.name} ${report.tool.version}`,
    results: {
      tool: { name: report.tool.name, version: report.tool.version },
      summary: {
        tests: tests.length,
        passed: count('passed'),
        failed: count('failed'),
        skipped: count('skipped'),
        pending: count('pending'),
        other: count('other'),
        suites: new Set(report.checks.map((c) => c.area)).size,
        start,
        stop,
        duration: Math.max(0, stop - start),
        extra: { verdict: report.verdict, requests: report.summary.requests },
      },
      tests,
      environment: {
        reportName: `Partner DNS conformance, run ${report.runId}`,
        testEnvironment: `${report.target.baseUrl}${report.target.embedded ? ' (embedded reference)' : ''}`,
        ...(report.shard ? { shardId: `${report.shard.index}/${report.shard.count}` } : {}),
        extra: { profile: report.profile, seed: report.seed },
      },
      extra: {
        runId: report.runId,
        verdict: report.verdict,
        profile: report.profile,
        seed: report.seed,
        certification: (report.certification?.profiles ?? []).map((p) => ({ profile: p.profile, status: statusWord(p.status), statement: p.statement })),
        ...(report.mergedFrom ? { mergedFrom: report.mergedFrom } : {}),
        ...(report.expectedFailures ? { expectedFailures: report.expectedFailures } : {}),
      },
    },
  };
}
