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

function cell(c: CheckResult | undefined): string {
  if (!c) return '<td class="cell">not in this run</td>';
  const s = statusLabel(c);
  const tip = c.message ? ` title="${h(truncate(c.message, 600))}"` : '';
  return `<td class="cell ${TONE[s.cls] ?? ''}"${tip}>${h(s.text)}</td>`;
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
  const body = `<header>
<h1>Partner DNS conformance: ${reports.length} implementations compared</h1>
<div class="meta">${ids.length} checks, ${different.length} with different results. Cells: the check's status in that run; hover for the message.</div>
</header>
<main>
<section id="implementations">
<h2>Implementations</h2>
<table><thead><tr><th></th>${reports.map((_r, i) => `<th>${h(labels[i])}</th>`).join('')}</tr></thead>
<tbody>${summaryRows.map(([name, f]) => `<tr><th>${h(name)}</th>${reports.map((r) => `<td>${f(r)}</td>`).join('')}</tr>`).join('\n')}</tbody></table>
</section>
<section id="differences">
<h2>Checks with different results (${different.length})</h2>
${
  different.length
    ? `<table class="matrix"><thead>${header}</thead><tbody>${different.map(row).join('\n')}</tbody></table>`
    : '<p>Every check has the same result in every run.</p>'
}
</section>
<section id="all">
<h2>All checks (${ids.length})</h2>
<details><summary>show all</summary>
<table class="matrix"><thead>${header}</thead><tbody>${ids.map(row).join('\n')}</tbody></table>
</details>
</section>
</main>
<footer>Written by partner-dns-conformance from ${reports.length} report.json files.</footer>`;
  return htmlPage(`Conformance comparison of ${reports.length} implementations`, body);
}
