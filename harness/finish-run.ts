// harness/finish-run.ts: how every run and every merge ends: the report completed from its checks (counts, areas,
// coverage, verdict, certification), written as report.json with its renderings (JUnit, Markdown, HTML), and the
// summary printed. `run` and `merge` both end here, so a report means the same whichever made it.
import { quotaWaitLine } from './reports/quota-wait.js';
import { cpSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONSOLE_LINE_MAX, consoleText } from './console-text.js';
import { areasOf, coverageOf, exitCodeOf, verdictOf } from './report.js';
import type { Report } from './report-model.js';
import { certificationLines, certify } from './reports/certification.js';
import { writeReportFile, writeReports, writtenLines } from './reports/write-reports.js';
import type { ReportFormat } from './settings.js';

/** A report before what follows from its checks: the counts, areas, coverage, verdict and certification. */
export type ReportDraft = Omit<Report, 'verdict' | 'summary' | 'areas' | 'coverage' | 'certification'> & {
  summary: Omit<Report['summary'], 'total' | 'passed' | 'failed' | 'skipped' | 'errored'>;
};

export function completeReport(draft: ReportDraft): Report {
  const { checks, summary, areasLoaded, expectedFailures, mergedFrom, shard, runSettings, assessment } = draft;
  const count = (status: string) => checks.filter((c) => c.status === status).length;
  const report: Report = {
    tool: draft.tool,
    runId: draft.runId,
    target: draft.target,
    profile: draft.profile,
    seed: draft.seed,
    runsPerProperty: draft.runsPerProperty,
    ...(shard ? { shard } : {}),
    startedAt: draft.startedAt,
    finishedAt: draft.finishedAt,
    durationMs: draft.durationMs,
    verdict: verdictOf({ checks, errors: draft.errors, expectedFailures }),
    summary: { total: checks.length, passed: count('passed'), failed: count('failed'), skipped: count('skipped'), errored: count('error'), ...summary },
    checks,
    areas: areasOf(checks),
    coverage: coverageOf(checks),
    observations: draft.observations,
    cleanup: draft.cleanup,
    errors: draft.errors,
    ...(areasLoaded ? { areasLoaded } : {}),
    ...(expectedFailures ? { expectedFailures } : {}),
    ...(mergedFrom ? { mergedFrom } : {}),
    ...(runSettings ? { runSettings } : {}),
    ...(assessment ? { assessment } : {}),
  };
  report.certification = certify(report);
  return report;
}

export interface FinishOptions {
  /** The folder report.json and its renderings go to. */
  dir: string;
  write: (line: string) => void;
  /** Lines printed before the summary. */
  lead?: string[];
  /** Point <reportDir>/latest at dir (a run does; a merge writes beside the shards). */
  latestIn?: string;
  /** Extra report formats (har, allure, ctrf). */
  formats?: ReportFormat[];
  /** Run folders holding the run's exchanges.jsonl (default: dir; a merge names its parts' folders). */
  exchangeDirs?: string[];
}

/** Writes the report and its renderings, prints the summary, and returns the exit code: 0 pass, 1 fail, 2 error. */
export function finishRun(report: Report, options: FinishOptions): 0 | 1 | 2 {
  const { dir, write } = options;
  writeReportFile(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const written = writeReports(report, dir, { formats: options.formats, exchangeDirs: options.exchangeDirs });
  if (options.latestIn) linkLatest(options.latestIn, dir);
  for (const line of [...(options.lead ?? []), ...summaryLines(report)]) write(line);
  write(`report: ${join(dir, 'report.json')}`);
  for (const line of writtenLines(written)) write(line);
  for (const line of certificationLines(report.certification ?? certify(report))) write(line);
  write(`verdict: ${report.verdict.toUpperCase()}`);
  return exitCodeOf(report.verdict);
}

function summaryLines(report: Report): string[] {
  const { summary, coverage, cleanup, expectedFailures: known } = report;
  const retried = summary.retriedAfter429 ? `, ${summary.retriedAfter429} retried after 429` : '';
  // The differences quote the target's records: plain text (harness/console-text.ts).
  const changed = `CHANGED: ${consoleText(cleanup.fixtureDifferences.join('; '), CONSOLE_LINE_MAX)}`;
  const fixture = cleanup.fixtureIntact === null ? 'not compared' : cleanup.fixtureIntact ? 'intact' : changed;
  const lines = [
    `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped${summary.errored ? `, ${summary.errored} suite errors` : ''} — ` +
      `${summary.requests} requests${retried} in ${(report.durationMs / 1000).toFixed(1)} s`,
    ...[quotaWaitLine(summary.quotaWaitByGroup)].filter((l): l is string => l !== undefined),
    `coverage: ${coverage.operations.covered}/${coverage.operations.total} operations, ` +
      `${coverage.requirements.covered}/${coverage.requirements.checkable} stated requirements`,
    `cleanup: ${cleanup.deleted} deleted, ${cleanup.found ? `${cleanup.found} found by the run prefix and deleted, ` : ''}` +
      `${cleanup.alreadyGone} already gone, ${cleanup.failed.length} could not be deleted; fixture domain ${fixture}`,
    ...(cleanup.left
      ? [`left on the target: ${cleanup.left} (the ledger stays open); ${cleanup.sweep ?? 'sweep it with: partner-dns-conformance sweep'}`]
      : []),
    ...report.errors.map((e) => `error: ${consoleText(e.split('\n')[0], CONSOLE_LINE_MAX)}`),
  ];
  if (known) {
    lines.push(
      `expected failures: ${known.expected.length} still failing (not counted), ${known.stale.length} stale (now passing: ${known.stale.join(', ') || 'none'})`,
    );
    if (known.unknown.length) lines.push(`expected failures: no such check: ${known.unknown.join(', ')}`);
  }
  return lines;
}

function linkLatest(reportDir: string, runDir: string): void {
  const latest = join(reportDir, 'latest');
  rmSync(latest, { recursive: true, force: true });
  try {
    symlinkSync(relative(reportDir, runDir), latest, 'dir');
  } catch {
    cpSync(runDir, latest, { recursive: true });
  }
}
