// harness/reports/history/interop-page.ts: interop.html, for each check how many targets pass it in their latest run
// (wpt.fyi's interop view). A check failed by most targets is flagged for review, with links to the open points and
// the requirement behind it: most implementations reading a sentence otherwise says the spec, or our reading, is unclear.
import { escapeHtml as h } from '../escape.js';
import { checkPageName } from './check-page.js';
import type { HistoryModel } from './model.js';
import { sitePage, tableOf } from './site-page.js';
import { specRefsOf } from './spec-refs.js';

export function reviewLinks(model: HistoryModel, index: number, up: string): string {
  const refs = specRefsOf(model.checks.list[index], model.checks.observed);
  const ambs = refs.ambiguities.map((a) => `<a href="${up}review.html#${h(a.id)}">${h(a.id)}</a>`);
  const reqs = refs.requirements.map((r) => `<a href="${up}review.html#${h(r.id)}">${h(r.id)}</a>`);
  return [...ambs, ...reqs].join(', ') || 'no requirement recorded';
}

export function interopPage(model: HistoryModel): string {
  const n = model.targets.length;
  const order = model.interop
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        // Flagged first, then the most failed: a check no target assessed (skipped everywhere) says nothing, and goes last.
        Number(b.row.review) - Number(a.row.review) ||
        b.row.failed - a.row.failed ||
        a.row.notAssessed - b.row.notAssessed ||
        a.row.passed - b.row.passed ||
        model.checks.list[a.index].id.localeCompare(model.checks.list[b.index].id),
    );
  const everywhere = model.interop.filter((r) => r.passed === n).length;
  const flagged = model.interop.filter((r) => r.review).length;
  const rows = order
    .map(({ row, index }) => {
      const c = model.checks.list[index];
      const width = n ? Math.round((row.passed / n) * 80) : 0;
      return (
        `<tr><td><a href="checks/${h(checkPageName(c.id))}"><code>${h(c.id)}</code></a></td><td>${h(c.area)}</td><td>${h(c.spec)}</td>` +
        `<td class="num">${row.passed} of ${n} pass</td>` +
        `<td><span class="bar" style="width:${width}px"></span><span class="bar rest" style="width:${80 - width}px"></span></td>` +
        `<td class="num">${row.failed} fail</td><td class="num">${row.notAssessed}</td>` +
        `<td>${row.review ? `<span class="flag review">REVIEW</span> ${reviewLinks(model, index, '')}` : ''}</td></tr>`
      );
    })
    .join('\n');
  const mixed =
    model.latestEpochs.length > 1
      ? `<p><strong>The latest runs used ${model.latestEpochs.length} different suite versions or contracts</strong>
(${model.latestEpochs.map(h).join('; ')}): a difference between targets may be the suite's.</p>`
      : '';
  const body = `<p>${model.checks.list.length} checks over ${n} targets (each target's latest run): <strong>${everywhere} pass on every
target</strong>; ${flagged} are failed by most targets and flagged for review.</p>
${mixed}
<p class="meta">REVIEW: failed by more than half of the targets that assessed the check (and by two at least). It may be an ambiguity of the spec or a
defect of the suite: the links lead to the open points (contracts/ambiguities.yaml) and requirements behind it. "not assessed": skipped, a suite
error, or not in that run.</p>
${tableOf(['check', 'area', 'spec', 'targets passing', '', 'failing', 'not assessed', 'review'], rows)}`;
  return sitePage('Interop: which checks pass everywhere', 0, body);
}
