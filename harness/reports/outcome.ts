// harness/reports/outcome.ts: what a check's result means for a dashboard (Allure, CTRF), as JUnit already says it:
// an expected failure is skipped with its reason (pytest's xfail), a stale expected-failures entry is a failure.
import type { CheckResult, Report } from '../report-model.js';

export type Outcome = 'passed' | 'failed' | 'skipped' | 'expected-failure' | 'stale-expected-failure';

export function outcomeOf(report: Pick<Report, 'expectedFailures'>, check: CheckResult): Outcome {
  if (check.status === 'failed') return check.expectedFailure !== undefined ? 'expected-failure' : 'failed';
  if (check.status === 'passed' && report.expectedFailures?.stale.includes(check.id)) return 'stale-expected-failure';
  return check.status;
}

/** The one-line reason a dashboard shows beside a check that did not simply pass. */
export function outcomeMessage(check: CheckResult, outcome: Outcome): string | undefined {
  if (outcome === 'expected-failure') return `expected failure: ${check.expectedFailure}${check.message ? ` (${check.message.split('\n')[0]})` : ''}`;
  if (outcome === 'stale-expected-failure') return 'stale expected-failures entry: this check now passes; remove it from the file';
  return check.message;
}
