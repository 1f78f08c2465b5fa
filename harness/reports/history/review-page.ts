// harness/reports/history/review-page.ts: review.html, the open points (contracts/ambiguities.yaml) and requirements
// (contracts/requirements.yaml) behind the checks most targets fail, each with an anchor the interop page links to.
import { escapeHtml as h } from '../escape.js';
import { checkPageName } from './check-page.js';
import type { HistoryModel } from './model.js';
import { sitePage } from './site-page.js';
import { specRefsOf } from './spec-refs.js';

export function reviewPage(model: HistoryModel): string {
  const flagged = model.interop.map((row, index) => ({ row, index })).filter((x) => x.row.review);
  const ambs = new Map<string, { text: string; checks: string[] }>();
  const reqs = new Map<string, { text: string; checks: string[] }>();
  for (const { index } of flagged) {
    const c = model.checks.list[index];
    const refs = specRefsOf(c, model.checks.observed);
    for (const a of refs.ambiguities) {
      const e = ambs.get(a.id) ?? { text: `${h(a.spec)}: “${h(a.sentence)}” Policy: ${h(a.policy)}`, checks: [] };
      e.checks.push(c.id);
      ambs.set(a.id, e);
    }
    for (const r of refs.requirements) {
      const e = reqs.get(r.id) ?? { text: `${h(r.section)} (${h(r.level)}): “${h(r.sentence)}”`, checks: [] };
      e.checks.push(c.id);
      reqs.set(r.id, e);
    }
  }
  const list = (m: Map<string, { text: string; checks: string[] }>) =>
    [...m.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([id, e]) =>
          `<li id="${h(id)}"><code>${h(id)}</code> ${e.text}<br><span class="meta">failed by most targets:</span> ${e.checks
            .map((c) => `<a href="checks/${h(checkPageName(c))}"><code>${h(c)}</code></a>`)
            .join(', ')}</li>`,
      )
      .join('\n');
  const body = `<p>${flagged.length} checks are failed by most targets in their latest run. For each, the spec sentences to read again: an open point
the spec leaves to the implementation, or a requirement the suite may read wrongly.</p>
<h2>Open points (contracts/ambiguities.yaml, ${ambs.size})</h2>
<ul>${list(ambs) || '<li>none</li>'}</ul>
<h2>Requirements (contracts/requirements.yaml, ${reqs.size})</h2>
<ul>${list(reqs) || '<li>none</li>'}</ul>`;
  return sitePage('For review: what most targets fail', 0, body);
}
