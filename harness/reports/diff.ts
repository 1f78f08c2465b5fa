// Regression between two runs (e.g. last night's and today's report.json): which checks newly fail, newly pass,
// still fail, were added or removed. A regression is a check present in both runs that fails now and did not fail
// before (it passed, or was skipped), unless the later run lists it as an expected failure. Added and removed
// checks are listed but are not regressions: the suite changed, not the target. Neither is a suite error (the suite
// broke, the target was not assessed): listed apart. Each side says whether its run was complete or partial.
import { assessmentLabel } from '../assessment.js';
import { redactReport } from './redact-report.js';
import { escapeMarkdown as md, markdownCode as code } from './escape.js';
import type { CheckResult, CheckStatus, Report } from '../report-model.js';

export interface DiffEntry {
  id: string;
  title: string;
  spec: string;
  before?: CheckStatus;
  after?: CheckStatus;
  /** The later run's failure message, or the skip reason. */
  message?: string;
  /** Set when the later run lists the check as an expected failure. */
  expectedFailure?: string;
}

interface DiffSide {
  runId: string;
  target: string;
  version: string;
  verdict: string;
  /** "complete", or "partial: …" (harness/assessment.ts). */
  assessment: string;
}

export interface ReportDiff {
  before: DiffSide;
  after: DiffSide;
  /** In both; failed now, not before. Regressions unless marked expectedFailure. */
  newlyFailing: DiffEntry[];
  /** In both; passed now, failed before. */
  newlyPassing: DiffEntry[];
  /** In both; failed both times. */
  stillFailing: DiffEntry[];
  /** In both; skipped now, ran before (a coverage loss, not a regression). */
  newlySkipped: DiffEntry[];
  /** Suite errors of the later run (the suite broke on the check: the target was not assessed; never a regression). */
  suiteErrors: DiffEntry[];
  /** Only in the later run, with its status. */
  added: DiffEntry[];
  /** Only in the earlier run, with its status there. */
  removed: DiffEntry[];
  /** The ids of newlyFailing that count as regressions; the command exits 1 when this is not empty. */
  regressions: string[];
}

function entry(c: CheckResult, before?: CheckResult, after?: CheckResult): DiffEntry {
  const now = after ?? c;
  return {
    id: c.id,
    title: now.title,
    spec: now.spec,
    ...(before ? { before: before.status } : {}),
    ...(after ? { after: after.status } : {}),
    ...(now.message !== undefined ? { message: now.message } : {}),
    ...(after?.expectedFailure !== undefined ? { expectedFailure: after.expectedFailure } : {}),
  };
}

export function diffReports(unsafeBefore: Report, unsafeAfter: Report): ReportDiff {
  const before = redactReport(unsafeBefore);
  const after = redactReport(unsafeAfter);
  const old = new Map(before.checks.map((c) => [c.id, c]));
  const now = new Map(after.checks.map((c) => [c.id, c]));
  const side = (r: Report): DiffSide => ({
    runId: r.runId,
    target: r.target.baseUrl,
    version: r.tool.version,
    verdict: r.verdict,
    assessment: assessmentLabel(r.assessment),
  });
  const d: ReportDiff = {
    before: side(before),
    after: side(after),
    newlyFailing: [],
    newlyPassing: [],
    stillFailing: [],
    newlySkipped: [],
    suiteErrors: [],
    added: [],
    removed: [],
    regressions: [],
  };
  for (const a of after.checks) {
    const b = old.get(a.id);
    if (a.status === 'error') d.suiteErrors.push(entry(a, b, a));
    if (!b) d.added.push(entry(a, undefined, a));
    else if (a.status === 'error') continue;
    else if (a.status === 'failed' && b.status === 'failed') d.stillFailing.push(entry(a, b, a));
    else if (a.status === 'failed') d.newlyFailing.push(entry(a, b, a));
    else if (a.status === 'passed' && b.status === 'failed') d.newlyPassing.push(entry(a, b, a));
    else if (a.status === 'skipped' && b.status !== 'skipped') d.newlySkipped.push(entry(a, b, a));
  }
  for (const b of before.checks) if (!now.has(b.id)) d.removed.push({ id: b.id, title: b.title, spec: b.spec, before: b.status });
  d.regressions = d.newlyFailing.filter((e) => e.expectedFailure === undefined).map((e) => e.id);
  return d;
}

const SECTIONS: Array<[keyof ReportDiff, string]> = [
  ['newlyFailing', 'Newly failing'],
  ['newlyPassing', 'Newly passing'],
  ['stillFailing', 'Still failing'],
  ['newlySkipped', 'Newly skipped'],
  ['suiteErrors', 'Suite errors (the suite broke; the target was not assessed)'],
  ['added', 'Added'],
  ['removed', 'Removed'],
];

function describe(e: DiffEntry): string {
  const change = e.before && e.after ? `${e.before} → ${e.after}` : (e.after ?? e.before ?? '');
  return `${e.id} (${change}; ${e.spec})${e.expectedFailure !== undefined ? ` [expected failure: ${e.expectedFailure}]` : ''}: ${e.title}`;
}

/** Plain text, as the diff command prints it. */
export function diffText(d: ReportDiff): string {
  const lines = [
    `before: ${d.before.runId} (${d.before.target}, ${d.before.version}, ${d.before.verdict}; run ${d.before.assessment ?? 'not recorded'})`,
    `after:  ${d.after.runId} (${d.after.target}, ${d.after.version}, ${d.after.verdict}; run ${d.after.assessment ?? 'not recorded'})`,
  ];
  for (const [key, title] of SECTIONS) {
    const entries = d[key] as DiffEntry[];
    lines.push('', `${title} (${entries.length})`);
    for (const e of entries) lines.push(`  ${describe(e)}`);
  }
  lines.push('', d.regressions.length ? `REGRESSED: ${d.regressions.length} check(s) fail that did not before: ${d.regressions.join(', ')}` : 'no regression');
  if (d.suiteErrors.length) {
    lines.push(
      `SUITE ERRORS: the suite broke on ${d.suiteErrors.length} check(s) of the later run (not the target's doing): ` +
        `${d.suiteErrors.map((e) => e.id).join(', ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function diffMarkdown(d: ReportDiff): string {
  const out = [
    `## ${d.regressions.length ? `❌ ${d.regressions.length} regression(s)` : '✅ No regression'}` +
      `${d.suiteErrors.length ? ` · ⚠️ ${d.suiteErrors.length} suite error(s) in the later run` : ''}`,
    '',
    `before ${code(d.before.runId)} (${md(d.before.target)}, ${md(d.before.verdict)}; run ${md(d.before.assessment ?? 'not recorded')}) → ` +
      `after ${code(d.after.runId)} (${md(d.after.target)}, ${md(d.after.verdict)}; run ${md(d.after.assessment ?? 'not recorded')})`,
  ];
  for (const [key, title] of SECTIONS) {
    const entries = d[key] as DiffEntry[];
    out.push('', `### ${title} (${entries.length})`);
    if (entries.length)
      out.push(
        '',
        ...entries.map(
          (e) =>
            `- ${code(e.id)} ${md(e.before ?? '')}${e.before && e.after ? ' → ' : ''}${md(e.after ?? '')} · ${md(e.spec)} · ${md(e.title)}` +
            `${e.expectedFailure !== undefined ? ` (expected failure: ${md(e.expectedFailure)})` : ''}`,
        ),
      );
  }
  return `${out.join('\n')}\n`;
}
