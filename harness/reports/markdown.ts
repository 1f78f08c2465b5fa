// summary.md: the run for a CI job summary or a pull-request comment — verdict, certification per profile, counts,
// and the failing checks with their spec reference (new failures first, then expected ones), each with its curl.
import { redactReport } from './redact-report.js';
import { statusWord } from './certification.js';
import { escapeHtml, escapeMarkdown as md, markdownCode as code, markdownFence, truncate } from './escape.js';
import { rerunCommand } from './rerun.js';
import type { CheckResult, Report } from '../report-model.js';

/** GitHub caps a job summary at 1 MiB; keep well below it. */
const MAX_LISTED = 100;
const MAX_REPRODUCED = 20;

function failingRow(c: CheckResult): string {
  const known = c.expectedFailure !== undefined ? ` (expected: ${md(c.expectedFailure)})` : '';
  return `| ${code(c.id)}${known} | ${md(c.spec)} | ${code(c.operation)} | ${md(c.title)} | ${md(truncate(c.message ?? '', 300))} |`;
}

function reproductionOf(report: Report, c: CheckResult): string {
  const last = c.reproduction?.at(-1);
  const lines = [c.property?.replay ?? rerunCommand(report, c)];
  if (last) lines.push(last.curl, `# → ${last.response.status}`);
  return (
    `<details><summary>${escapeHtml(c.id)}: reproduce (seed ${c.property?.seed ?? report.seed})</summary>\n\n` +
    `${markdownFence(lines.join('\n'), 'sh')}\n\n</details>`
  );
}

export function toMarkdown(unsafe: Report): string {
  const report = redactReport(unsafe);
  const s = report.summary;
  const out: string[] = [];
  const target = `${md(report.target.baseUrl)}${report.target.embedded ? ' (embedded reference)' : ''}`;
  out.push(`## ${report.verdict === 'pass' ? '✅' : '❌'} Partner DNS conformance: ${report.verdict.toUpperCase()}`);
  out.push('');
  out.push(
    `${md(report.tool.name)} ${md(report.tool.version)} · target ${target} · profile **${report.profile}** · ` +
      `seed ${report.seed} · ${md(report.finishedAt)} · run ${md(report.runId)}`,
  );
  out.push('');
  out.push(
    `**${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped** of ${s.total} checks · ` +
      `${s.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  if (report.expectedFailures) {
    const ef = report.expectedFailures;
    out.push('');
    out.push(
      `Expected failures: ${ef.expected.length} still failing (not counted against the verdict); ` +
        `${ef.stale.length} stale (now passing, fail the run)${ef.stale.length ? `: ${ef.stale.map(code).join(', ')}` : ''}` +
        `${ef.unknown.length ? `; ${ef.unknown.length} listed ids match no check: ${ef.unknown.map(md).join(', ')}` : ''}.`,
    );
  }
  for (const e of report.errors) out.push('', `**Run error:** ${md(truncate(e, 500))}`);

  if (report.certification) {
    out.push('', '### Certification', '', '| Profile | Result | Required checks | Passed | Failed | Skipped |', '|---|---|---|---|---|---|');
    for (const p of report.certification.profiles) {
      const icon = p.status === 'certified' ? '✅' : p.status === 'not-certified' ? '❌' : '➖';
      const n = (v: number) => (p.status === 'not-assessed' ? '–' : String(v));
      out.push(`| ${p.profile} | ${icon} ${statusWord(p.status)} | ${n(p.required)} | ${n(p.passed)} | ${n(p.failed.length)} | ${n(p.skipped.length)} |`);
    }
    out.push('');
    for (const p of report.certification.profiles) out.push(`- ${md(p.statement)}`);
    out.push('');
    out.push(
      `Contract hashes (SHA-256): ${Object.entries(report.certification.contracts)
        .map(([f, h]) => `${md(f)} ${code(h)}`)
        .join(', ')}`,
    );
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
    '| Area | Checks | Passed | Failed | Skipped | Requests | Time |',
    '|---|---|---|---|---|---|---|',
  );
  for (const [area, a] of Object.entries(report.areas)) {
    out.push(`| ${md(area)} | ${a.checks} | ${a.passed} | ${a.failed} | ${a.skipped} | ${a.requests} | ${(a.durationMs / 1000).toFixed(1)} s |`);
  }
  out.push('', '</details>', '');
  return `${out.join('\n')}\n`;
}
