// harness/reports/history/target-page.ts: targets/<slug>.html, one target over time: a timeline per area (a letter
// per run), the checks that changed outcome with the run they changed in, the flaky ones (failed, passed and failed
// again under one suite and contracts), the suite changes apart, and every run with a link to its report.
import { escapeHtml as h } from '../escape.js';
import type { HistoryModel, TargetHistory } from './model.js';
import { OUTCOME_WORD, type Outcome, type RunSummary } from './run-summary.js';
import { checkPageName } from './check-page.js';
import { dateOf, hrefTo, LEGEND, outcomeStrip, sitePage, tableOf } from './site-page.js';

/** Rows of the changes table at most: the rest are counted (a target flipping every night would make a huge page). */
const MAX_CHANGES = 300;

function areaLetter(run: RunSummary, area: string): Outcome {
  const a = run.areas[area];
  if (!a) return '-';
  const [, failed, passed, , errored] = a;
  if (failed) return 'F';
  if (errored) return 'E';
  return passed ? 'P' : 'S';
}

/** Letters over the runs, with "|" before the first run of each new epoch. */
function lettersOver(runs: RunSummary[], letter: (run: RunSummary) => Outcome): Array<Outcome | '|'> {
  const out: Array<Outcome | '|'> = [];
  runs.forEach((run, i) => {
    if (i > 0 && runs[i - 1].epoch !== run.epoch) out.push('|');
    out.push(letter(run));
  });
  return out;
}

const VERDICT_LETTER: Record<string, Outcome> = { pass: 'P', fail: 'F', error: 'E' };

function runRef(dir: string, run: RunSummary): string {
  const label = `${h(dateOf(run.finishedAt))} <code>${h(run.runId)}</code>`;
  return run.reportHtml ? `<a href="${hrefTo(dir, run.reportHtml)}">${label}</a>` : label;
}

export function targetPage(model: HistoryModel, t: TargetHistory, dir: string): string {
  const areas = [...new Set(t.runs.flatMap((r) => Object.keys(r.areas)))].sort();
  const meta = (id: string) => model.checks.list[model.checks.get(id)!];
  const checkLink = (id: string) => `<a href="../checks/${h(checkPageName(id))}"><code>${h(id)}</code></a>`;
  const timeline = [
    `<tr><th>run verdict</th><td>${outcomeStrip(lettersOver(t.runs, (r) => VERDICT_LETTER[r.verdict] ?? 'E'))}</td></tr>`,
    ...areas.map((a) => `<tr><th>${h(a)}</th><td>${outcomeStrip(lettersOver(t.runs, (r) => areaLetter(r, a)))}</td></tr>`),
  ].join('\n');
  const changes = t.changes
    .slice(0, MAX_CHANGES)
    .map(
      (c) =>
        `<tr data-check="${h(c.check)}"><td>${checkLink(c.check)}</td><td>${h(meta(c.check).area)}</td>` +
        `<td class="o-${c.to}">${c.to === 'F' ? 'BROKE' : 'FIXED'}: ${OUTCOME_WORD[c.from]} → ${OUTCOME_WORD[c.to]}</td>` +
        `<td>${runRef(dir, t.runs[c.run])}</td><td>${runRef(dir, t.runs[c.previous])}</td></tr>`,
    )
    .join('\n');
  const flaky = t.flaky
    .map(
      (f) =>
        `<tr data-check="${h(f.check)}"><td><span class="flag flaky">FLAKY</span> ${checkLink(f.check)}</td><td>${h(meta(f.check).area)}</td><td>` +
        `failed ${runRef(dir, t.runs[f.runs[0]])}, passed ${runRef(dir, t.runs[f.runs[1]])}, ` +
        `failed again ${runRef(dir, t.runs[f.runs[2]])}</td><td>${h(f.epoch)}</td></tr>`,
    )
    .join('\n');
  const suiteChanges = t.suiteChanges
    .map(
      (s) =>
        `<tr><td>${runRef(dir, t.runs[s.run])}</td><td>${h(s.from)} → ${h(s.to)}</td><td>${
          s.checks.length ? s.checks.map((c) => `${checkLink(c.check)} ${OUTCOME_WORD[c.from]} → ${OUTCOME_WORD[c.to]}`).join('<br>') : 'none'
        }</td></tr>`,
    )
    .join('\n');
  const runs = [...t.runs]
    .reverse()
    .map(
      (r) =>
        `<tr><td>${runRef(dir, r)}</td><td class="v-${h(r.verdict)}">${h(r.verdict.toUpperCase())}</td><td class="num">${r.counts.passed}</td>` +
        `<td class="num">${r.counts.failed}</td><td class="num">${r.counts.skipped}</td>` +
        `<td>${h(r.profile)}${r.complete ? '' : ', partial'}</td><td>${h(r.epoch)}</td></tr>`,
    )
    .join('\n');
  const body = `<p class="meta">${t.runs.length} runs from ${h(dateOf(t.runs[0].finishedAt))} to ${h(dateOf(t.runs.at(-1)!.finishedAt))};
${t.changes.length} changes of outcome, ${t.flaky.length} flaky checks, ${t.suiteChanges.length} suite or contracts changes.</p>
<section id="timeline">
<h2>Timeline per area (oldest run first, one letter per run)</h2>
${LEGEND}
<p class="meta">An area is F when one of its checks failed, P when all that ran passed.</p>
<table>${timeline}</table>
</section>
<section id="changes">
<h2>Checks that changed outcome (${t.changes.length}, latest first)</h2>
<p class="meta">Between two runs of the same suite version and contracts; a skipped check or a suite error is not an outcome of the target and is
passed over.</p>
${tableOf(['check', 'area', 'change', 'changed in run', 'last assessed before in'], changes, '<p>No check changed outcome.</p>')}
${t.changes.length > MAX_CHANGES ? `<p class="meta">${t.changes.length - MAX_CHANGES} older changes are not shown.</p>` : ''}
</section>
<section id="flaky">
<h2>Flaky checks (${t.flaky.length})</h2>
<p class="meta">Failed, passed, and failed again, with no change of suite or contracts in between: a flaky sandbox, or a flaky check.</p>
${tableOf(['check', 'area', 'runs', 'suite and contracts'], flaky, '<p>None.</p>')}
</section>
<section id="suite-changes">
<h2>Suite or contracts changes (${t.suiteChanges.length})</h2>
<p class="meta">The checks whose outcome differs across such a change are listed here, not as changes of the target.</p>
${tableOf(['first run', 'change', 'outcomes that differ across it'], suiteChanges, '<p>None: every run used the same suite version and contracts.</p>')}
</section>
<section id="runs">
<h2>Runs (${t.runs.length}, latest first)</h2>
${tableOf(['run', 'verdict', 'passed', 'failed', 'skipped', 'profile', 'suite and contracts'], runs)}
</section>`;
  return sitePage(`Target: ${t.name}`, 1, body);
}
