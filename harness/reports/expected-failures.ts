// Known failures: an expected-failures file lets a run pass while listed checks still fail, and fails it when a
// listed check now passes (a stale entry), so CI can gate on new failures only.
import { readFileSync } from 'node:fs';
import type { CheckResult, ExpectedFailuresOutcome } from '../report-model.js';

export interface ExpectedFailures {
  /** check id -> reason */
  entries: Map<string, string>;
}

/** One entry per line: `CHECK-ID  reason`; blank lines and lines starting with # are ignored. */
export function parseExpectedFailures(text: string): ExpectedFailures {
  const entries = new Map<string, string>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [id, ...reason] = line.split(/\s+/);
    entries.set(id, reason.join(' ') || '(no reason given)');
  }
  return { entries };
}

export function readExpectedFailures(file: string): ExpectedFailures {
  return parseExpectedFailures(readFileSync(file, 'utf8'));
}

/** Marks listed failures on the results (expectedFailure = reason) and says what is expected, stale or unknown. */
export function applyExpectedFailures(checks: CheckResult[], known: ExpectedFailures): ExpectedFailuresOutcome {
  const outcome: ExpectedFailuresOutcome = { expected: [], stale: [], unknown: [] };
  const byId = new Map(checks.map((c) => [c.id, c]));
  for (const [id, reason] of known.entries) {
    const check = byId.get(id);
    if (!check) outcome.unknown.push(id);
    else if (check.status === 'failed') {
      check.expectedFailure = reason;
      outcome.expected.push(id);
    } else if (check.status === 'passed') outcome.stale.push(id);
  }
  return outcome;
}
