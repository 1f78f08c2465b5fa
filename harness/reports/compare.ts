// compare.html: several implementations side by side, one column per report.json, one row per check; the rows where
// the implementations differ come first; each column says whether its run was complete or partial, and shows suite
// errors apart from failures. Self-contained like report.html.
import { assessmentLabel } from '../assessment.js';
import { redactReport } from './redact-report.js';
import { statusWord } from './certification.js';
import { escapeHtml as h, truncate } from './escape.js';
import { htmlPage, statusLabel } from './html.js';
import type { CheckResult, Report } from '../report-model.js';

const TONE: Record<string, string> = { passed: 'm-pass', failed: 'm-fail', xfail: 'm-xfail', skipped: 'm-skip', error: 'm-error' };

/**
 * The page's own layout: a fixed table as wide as the page, whatever the number of columns, with text that wraps (report.html's matrix
 * keeps its cells on one line, which pushed four implementations past a 1280 px page).
 */
const COMPARE_CSS = `<style>
table.compare { table-layout: fixed; width: 100%; }
table.compare th, table.compare td { overflow-wrap: anywhere; font-size: 12px; }
table.compare td.cell { text-align: left; }
table.compare .msg { font-size: 11px; color: var(--muted, #57606a); margin-top: 2px; }
table.compare col.id { width: 15%; } table.compare col.area { width: 8%; } table.compare col.spec { width: 6%; } table.compare col.asserts { width: 17%; }
</style>`;

function cell(c: CheckResult | undefined): string {
  if (!c) return '<td class="cell">not in this run</td>';
  const s = statusLabel(c);
  // The message shown, not only on hover: a reader compares why, not only whether (the whole of it stays in the title).
  const msg = c.message && c.status !== 'passed' ? `<div class="msg">${h(truncate(c.message, 200))}</div>` : '';
  const tip = c.message ? ` title="${h(truncate(c.message, 600))}"` : '';
  return `<td class="cell ${TONE[s.cls] ?? ''}"${tip}>${h(s.text)}${msg}</td>`;
}

function statusKey(c: CheckResult | undefined): string {
  return c ? statusLabel(c).cls : 'absent';
}

export function toCompareHtml(unsafe: Report[], unsafeLabels: string[] = unsafe.map((r) => r.target.baseUrl)): string {
  const reports = unsafe.map(redactReport);
  const labels = unsafeLabels.map(redactReport);
  const maps = reports.map((r) => new Map(r.checks.map((c) => [c.id, c])));
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const r of reports)
    for (const c of r.checks)
      if (!seen.has(c.id)) {
        seen.add(c.id);
        ids.push(c.id);
      }
  const meta = (id: string) => maps.map((m) => m.get(id)).find(Boolean)!;
  const differs = (id: string) => new Set(maps.map((m) => statusKey(m.get(id)))).size > 1;
  const row = (id: string) => {
    const c = meta(id);
    return `<tr><td><code>${h(id)}</code></td><td>${h(c.area)}</td><td>${h(c.spec)}</td><td>${h(c.title)}</td>${maps
      .map((m) => cell(m.get(id)))
      .join('')}</tr>`;
  };
  const header = `<tr><th>check</th><th>area</th><th>spec</th><th>asserts</th>${reports
    .map((r, i) => `<th>${h(labels[i])}<br><span class="meta">${h(r.runId)}</span></th>`)
    .join('')}</tr>`;
  const different = ids.filter(differs);
  const colgroup = `<colgroup><col class="id"><col class="area"><col class="spec"><col class="asserts">${reports.map(() => '<col>').join('')}</colgroup>`;
  const summaryRows = [
    ['verdict', (r: Report) => `<span class="badge ${r.verdict}">${r.verdict.toUpperCase()}</span>`],
    ['run', (r: Report) => `<span class="${r.assessment?.complete ? '' : 'badge incomplete'}">${h(assessmentLabel(r.assessment))}</span>`],
    ['suite', (r: Report) => h(`${r.tool.name} ${r.tool.version}`)],
    ['profile', (r: Report) => h(r.profile)],
    ['seed', (r: Report) => h(r.seed)],
    ['finished', (r: Report) => h(r.finishedAt)],
    [
      'passed / failed / skipped / suite errors',
      (r: Report) => `${r.summary.passed} / ${r.summary.failed} / ${r.summary.skipped} / ${r.checks.filter((c) => c.status === 'error').length}`,
    ],
    ...(['core', 'extended', 'full'] as const).map(
      (p) =>
        [
          `certification: ${p}`,
          (r: Report) => {
            const c = r.certification?.profiles.find((x) => x.profile === p);
            return c ? `<span class="badge ${c.status}">${h(statusWord(c.status))}</span>` : '<span class="meta">none</span>';
          },
        ] as const,
    ),
  ] as Array<readonly [string, (r: Report) => string]>;
  const body = `${COMPARE_CSS}
<header>
<h1>Partner DNS conformance: ${reports.length} implementations compared</h1>
<div class="meta">${ids.length} checks, ${different.length} with different results. Cells: each run's status, and the message of a check not passed.</div>
</header>
<main>
<section id="implementations">
<h2>Implementations</h2>
<table class="compare"><thead><tr><th></th>${reports.map((_r, i) => `<th>${h(labels[i])}</th>`).join('')}</tr></thead>
<tbody>${summaryRows.map(([name, f]) => `<tr><th>${h(name)}</th>${reports.map((r) => `<td>${f(r)}</td>`).join('')}</tr>`).join('\n')}</tbody></table>
</section>
<section id="differences">
<h2>Checks with different results (${different.length})</h2>
${
  different.length
    ? `<table class="compare">${colgroup}<thead>${header}</thead><tbody>${different.map(row).join('\n')}</tbody></table>`
    : '<p>Every check has the same result in every run.</p>'
}
</section>
<section id="all">
<h2>All checks (${ids.length})</h2>
<details><summary>show all</summary>
<table class="compare">${colgroup}<thead>${header}</thead><tbody>${ids.map(row).join('\n')}</tbody></table>
</details>
</section>
</main>
<footer>Written by partner-dns-conformance from ${reports.length} report.json files.</footer>`;
  return htmlPage(`Conformance comparison of ${reports.length} implementations`, body);
}
