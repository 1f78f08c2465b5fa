// summary.md: the run for a CI job summary or a pull-request comment — verdict, the run kind (complete or partial),
// certification per profile (INCOMPLETE apart from a failure), counts, the suite errors with their stacks, and the failing
// checks with their spec reference (new failures first, then expected ones), each with the curl of the request that failed it.
import { redactReport } from './redact-report.js';
import { assessmentLabel } from '../assessment.js';
import { statusWord } from './certification.js';
import { escapeHtml, escapeMarkdown as md, markdownCode as code, markdownFence, truncate } from './escape.js';
import { quotaWaitLine } from './quota-wait.js';
import { rerunCommand } from './rerun.js';
import type { CertificationStatus, CheckResult, Report } from '../report-model.js';

/** GitHub caps a job summary at 1 MiB; keep well below it. */
const MAX_LISTED = 100;
const MAX_REPRODUCED = 20;

function failingRow(c: CheckResult): string {
  const known = c.expectedFailure !== undefined ? ` (expected: ${md(c.expectedFailure)})` : '';
  return `| ${code(c.id)}${known} | ${md(c.spec)} | ${code(c.operation)} | ${md(c.title)} | ${md(truncate(c.message ?? '', 300))} |`;
}

const VERDICT_ICON: Record<Report['verdict'], string> = { pass: '✅', fail: '❌', error: '⚠️' };
/** INCOMPLETE is not a failure: its own colour, never the red of NOT CERTIFIED. */
const STATUS_ICON: Record<CertificationStatus, string> = { certified: '✅', 'not-certified': '❌', incomplete: '🟡', 'not-assessed': '➖' };

function reproductionOf(report: Report, c: CheckResult): string {
  // The request the failing assertion judged comes first; without one, the check's last request.
  const shown = c.reproduction?.find((r) => r.failing) ?? c.reproduction?.at(-1);
  const lines = [rerunCommand(report, c)];
  if (shown) lines.push(shown.curl, `# → ${shown.response.status}${shown.failing ? ' (the request that failed the check)' : ''}`);
  return `<details><summary>${escapeHtml(c.id)}: reproduce (seed ${report.seed})</summary>\n\n` + `${markdownFence(lines.join('\n'), 'sh')}\n\n</details>`;
}

export function toMarkdown(unsafe: Report): string {
  const report = redactReport(unsafe);
  const s = report.summary;
  const out: string[] = [];
  const target = `${md(report.target.baseUrl)}${report.target.embedded ? ' (embedded reference)' : ''}`;
  out.push(`## ${VERDICT_ICON[report.verdict]} Partner DNS conformance: ${report.verdict.toUpperCase()}`);
  out.push('');
  out.push(
    `${md(report.tool.name)} ${md(report.tool.version)} · target ${target} · profile **${report.profile}** · ` +
      `seed ${report.seed} · ${md(report.finishedAt)} · run ${md(report.runId)}`,
  );
  out.push('');
  out.push(
    `**${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${s.errored ? `, ${s.errored} suite errors` : ''}** of ${s.total} checks · ` +
      `${s.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  const quotaWaits = quotaWaitLine(s.quotaWaitByGroup);
  if (quotaWaits) out.push('', md(quotaWaits));
  const run = assessmentLabel(report.assessment);
  out.push('', report.assessment?.complete ? `**Run:** ${run}.` : `> **Run: ${md(run)}.** A partial run is never certified.`);
  if (report.expectedFailures) {
    const ef = report.expectedFailures;
    out.push('');
    out.push(
      `Expected failures: ${ef.expected.length} still failing (not counted against the verdict); ` +
        `${ef.stale.length} stale (now passing, fail the run)${ef.stale.length ? `: ${ef.stale.map(code).join(', ')}` : ''}` +
        `${ef.unknown.length ? `; ${ef.unknown.length} listed ids match no check: ${ef.unknown.map(md).join(', ')}` : ''}.`,
    );
  }
  for (const e of report.errors) out.push('', `**Run error (the suite's):** ${md(truncate(e.split('\n')[0], 500))}`);

  if (report.certification) {
    out.push('', '### Certification', '', '| Profile | Result | Required checks | Passed | Failed | Skipped | Errors |', '|---|---|---|---|---|---|---|');
    for (const p of report.certification.profiles) {
      const n = (v: number) => (p.status === 'not-assessed' && p.required === 0 ? '–' : String(v));
      out.push(
        `| ${p.profile} | ${STATUS_ICON[p.status] ?? ''} ${statusWord(p.status)} | ${n(p.required)} | ${n(p.passed)} | ${n(p.failed.length)} | ` +
          `${n(p.skipped.length)} | ${n(p.errored?.length ?? 0)} |`,
      );
    }
    out.push('');
    for (const p of report.certification.profiles) out.push(`- ${md(p.statement)}`);
    const missing = [...report.certification.profiles].reverse().find((p) => p.status === 'incomplete')?.missing ?? [];
    if (missing.length) {
      out.push('', 'To complete the assessment:', '', ...missing.map((m) => `- ${md(m.what)}: ${md(m.supply)}`));
    }
    out.push('');
    out.push(
      `Contract hashes (SHA-256): ${Object.entries(report.certification.contracts)
        .map(([f, h]) => `${md(f)} ${code(h)}`)
        .join(', ')}`,
    );
  }

  const errored = report.checks.filter((c) => c.status === 'error');
  if (errored.length) {
    out.push('', `### Suite errors (${errored.length}): the suite broke, the target was not assessed`, '');
    for (const c of errored.slice(0, MAX_REPRODUCED)) {
      out.push(
        `<details><summary>${escapeHtml(c.id)}: ${escapeHtml(truncate(c.message ?? '', 200))}</summary>\n\n` +
          `${markdownFence(truncate(c.stack ?? '(no stack)', 4000), 'text')}\n\n</details>`,
        '',
      );
    }
  }
  const failing = report.checks.filter((c) => c.status === 'failed');
  const fresh = failing.filter((c) => c.expectedFailure === undefined);
  const expected = failing.filter((c) => c.expectedFailure !== undefined);
  const table = (cs: CheckResult[]) => {
    out.push('| Check | Spec | Operation | Asserts | Message |', '|---|---|---|---|---|');
    for (const c of cs.slice(0, MAX_LISTED)) out.push(failingRow(c));
    if (cs.length > MAX_LISTED) out.push('', `… and ${cs.length - MAX_LISTED} more: see report.html or junit.xml.`);
  };
  if (fresh.length) {
    out.push('', `### Failing checks (${fresh.length})`, '');
    table(fresh);
    out.push('');
    for (const c of fresh.slice(0, MAX_REPRODUCED)) out.push(reproductionOf(report, c), '');
  } else {
    out.push('', '### Failing checks', '', 'None.');
  }
  if (expected.length) {
    out.push('', `### Expected failures (${expected.length})`, '');
    table(expected);
  }
  const stale = report.checks.filter((c) => c.status === 'passed' && report.expectedFailures?.stale.includes(c.id));
  if (stale.length) {
    out.push(
      '',
      `### Stale expected-failure entries (${stale.length})`,
      '',
      ...stale.map((c) => `- ${code(c.id)} now passes: remove it from the expected-failures file`),
    );
  }

  out.push(
    '',
    '<details><summary>Checks per area</summary>',
    '',
    '| Area | Checks | Passed | Failed | Skipped | Errors | Requests | Requests per check | Most requests | Time |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [area, a] of Object.entries(report.areas)) {
    const most = a.mostRequests ? `${code(a.mostRequests.id)} ${a.mostRequests.requests}` : '';
    out.push(
      `| ${md(area)} | ${a.checks} | ${a.passed} | ${a.failed} | ${a.skipped} | ${a.errored ?? 0} | ${a.requests} | ${a.requestsPerCheck ?? ''} | ${most} | ` +
        `${(a.durationMs / 1000).toFixed(1)} s |`,
    );
  }
  out.push('', '</details>', '');
  const pairs = report.coverage.pairs;
  if (pairs) {
    out.push(
      '### Coverage',
      '',
      `Operations ${report.coverage.operations.covered} of ${report.coverage.operations.total}; stated requirements ` +
        `${report.coverage.requirements.covered} of ${report.coverage.requirements.checkable}; requirement × operation pairs ` +
        `**${pairs.checked} of ${pairs.total}** checked on their own operation, ${pairs.readBack.length} read-back only, ${pairs.uncovered.length} uncovered.`,
    );
    if (pairs.uncovered.length) {
      out.push('', ...pairs.uncovered.slice(0, MAX_LISTED).map((p) => `- uncovered: ${code(p)}`));
      if (pairs.uncovered.length > MAX_LISTED) out.push(`- … and ${pairs.uncovered.length - MAX_LISTED} more: see report.json`);
    }
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
