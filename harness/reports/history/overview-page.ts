// harness/reports/history/overview-page.ts: index.html, targets × their last N runs. A cell says the verdict, the
// certification of the run's profile and the passed/failed counts in words, and links to the run's own report.html;
// a run that starts a new suite version or contracts is marked. Then each target's failures as a chart.
import { escapeHtml as h } from '../escape.js';
import { statusWord } from '../certification.js';
import type { HistoryModel, TargetHistory } from './model.js';
import type { RunSummary } from './run-summary.js';
import { dateOf, hrefTo, sitePage, tableOf } from './site-page.js';
import { trendChart } from './trend-chart.js';

function runCell(outDir: string, runs: RunSummary[], i: number): string {
  const run = runs[i];
  const newEpoch = i > 0 && runs[i - 1].epoch !== run.epoch;
  const c = run.counts;
  const verdict = run.verdict.toUpperCase();
  const link = run.reportHtml ? `<a href="${hrefTo(outDir, run.reportHtml)}">${verdict}</a>` : verdict;
  const cert = run.certification ? `${h(run.profile)}: ${h(statusWord(run.certification))}` : `${h(run.profile)}: no certification`;
  return (
    `<td class="run v-${h(run.verdict)}${newEpoch ? ' epoch-start' : ''}" title="${h(run.runId)} · ${h(run.epoch)}">` +
    `<span class="verdict">${link}</span> <span class="meta">${h(dateOf(run.finishedAt))}</span><br>${cert}<br>` +
    `${c.passed} passed · ${c.failed} failed${c.errored ? ` · ${c.errored} errors` : ''}` +
    (newEpoch ? `<br><span class="epoch-mark">| ${h(run.epoch)}</span>` : '') +
    '</td>'
  );
}

function targetRow(outDir: string, t: TargetHistory, last: number): string {
  const from = Math.max(0, t.runs.length - last);
  const cells: string[] = [];
  for (let k = 0; k < last - (t.runs.length - from); k++) cells.push('<td class="run v-none">no run</td>');
  for (let i = from; i < t.runs.length; i++) cells.push(runCell(outDir, t.runs, i));
  const flags = t.flaky.length ? ` <span class="flag flaky">${t.flaky.length} FLAKY</span>` : '';
  const name = `<a href="targets/${h(t.slug)}.html">${h(t.name)}</a>${flags}<br><span class="meta">${t.runs.length} runs</span>`;
  return `<tr data-target="${h(t.name)}"><th>${name}</th>${cells.join('')}</tr>`;
}

export function overviewPage(model: HistoryModel, outDir: string, last: number): string {
  const runs = model.targets.reduce((n, t) => n + t.runs.length, 0);
  const header = Array.from({ length: last }, (_, k) => `<th>${k === last - 1 ? 'latest' : `latest − ${last - 1 - k}`}</th>`).join('');
  const review = model.interop.filter((r) => r.review).length;
  const reviewLine = review
    ? `<a href="interop.html">${review} check${review === 1 ? '' : 's'} failed by most targets</a> ${review === 1 ? 'is' : 'are'} flagged for review.`
    : 'No check is failed by most targets.';
  const trends = model.targets
    .map(
      (t) =>
        `<tr><th><a href="targets/${h(t.slug)}.html">${h(t.name)}</a></th><td>${trendChart(t.runs)}</td>` +
        `<td class="num">${t.runs.at(-1)!.counts.failed}</td><td class="num">${t.changes.length}</td><td class="num">${t.flaky.length}</td></tr>`,
    )
    .join('\n');
  const body = `<p class="meta">${model.targets.length} targets, ${runs} runs, ${model.checks.list.length} checks. Each cell: the verdict (a link to
the run's own report), the certification of the run's profile, and its counts. A double blue edge and "|" mark the first run of a new suite version or
contracts: what changed there is the suite's, not the target's.</p>
<p>${reviewLine}</p>
<section id="matrix">
<h2>Targets × their last ${last} runs</h2>
<table class="matrix"><thead><tr><th>target</th>${header}</tr></thead>
<tbody>
${model.targets.map((t) => targetRow(outDir, t, last)).join('\n')}
</tbody></table>
</section>
<section id="trends">
<h2>Failures per run</h2>
${tableOf(['target', 'failed checks, every run (dashed: suite or contracts changed)', 'failed now', 'changes', 'flaky'], trends)}
</section>`;
  return sitePage('Conformance history', 0, body);
}
