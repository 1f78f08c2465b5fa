// harness/reports/history/check-page.ts: checks/<id>.html, one check's outcome in every run of every target (a letter
// per run, oldest first), with its spec section, its requirement ids and sentences, and the open points it may meet.
import { createHash } from 'node:crypto';
import { escapeHtml as h } from '../escape.js';
import type { HistoryModel } from './model.js';
import { OUTCOME_WORD, type Outcome, outcomeAt } from './run-summary.js';
import { LEGEND, outcomeStrip, sitePage } from './site-page.js';
import { specRefsOf } from './spec-refs.js';

/** The page's file name: the id when it is made of safe characters, else a hash of it. */
export function checkPageName(id: string): string {
  return /^[A-Za-z0-9_.-]{1,120}$/.test(id) && !id.startsWith('.') ? `${id}.html` : `check-${createHash('sha256').update(id).digest('hex').slice(0, 16)}.html`;
}

export function checkPage(model: HistoryModel, index: number): string {
  const c = model.checks.list[index];
  const refs = specRefsOf(c, model.checks.observed);
  const interop = model.interop[index];
  const rows = model.targets
    .map((t) => {
      const letters: Array<Outcome | '|'> = [];
      t.runs.forEach((run, i) => {
        if (i > 0 && t.runs[i - 1].epoch !== run.epoch) letters.push('|');
        letters.push(outcomeAt(run, index));
      });
      const latest = outcomeAt(t.runs.at(-1)!, index);
      const changes = t.changes.filter((x) => x.check === c.id).length;
      const flaky = t.flaky.some((f) => f.check === c.id);
      return (
        `<tr><th><a href="../targets/${h(t.slug)}.html">${h(t.name)}</a></th><td class="o-${latest}">${h(OUTCOME_WORD[latest])}</td>` +
        `<td class="num">${changes}</td><td>${flaky ? '<span class="flag flaky">FLAKY</span>' : ''}</td><td>${outcomeStrip(letters)}</td></tr>`
      );
    })
    .join('\n');
  const reqs = c.requirements
    .map((id) => {
      const r = refs.requirements.find((x) => x.id === id);
      const text = r ? ` (${h(r.section)}, ${h(r.level)}): ${h(r.sentence)}` : ' (not in contracts/requirements.yaml)';
      return `<li id="${h(id)}"><code>${h(id)}</code>${text}</li>`;
    })
    .join('');
  const ambs = refs.ambiguities
    .map((a) => `<li><a href="../review.html#${h(a.id)}"><code>${h(a.id)}</code></a> (${h(a.spec)}): ${h(a.sentence)}</li>`)
    .join('');
  const body = `<p>${h(c.title)}</p>
<dl><dt>area</dt><dd>${h(c.area)}</dd><dt>spec</dt><dd>${h(c.spec)}</dd></dl>
<h2>Requirements</h2><ul>${reqs || '<li>none recorded</li>'}</ul>
<h2>Open points it may meet (contracts/ambiguities.yaml)</h2><ul>${ambs || '<li>none</li>'}</ul>
<h2>Outcome in every run of every target</h2>
<p>${interop.passed} of ${model.targets.length} targets pass it in their latest run, ${interop.failed} fail
it${interop.review ? ' <span class="flag review">REVIEW</span>: failed by most targets' : ''}.</p>
${LEGEND}
<table><thead><tr><th>target</th><th>latest</th><th>changes</th><th>flaky</th><th>every run, oldest first</th></tr></thead><tbody>
${rows}
</tbody></table>`;
  return sitePage(`Check ${c.id}`, 1, body);
}
