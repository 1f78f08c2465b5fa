// report.html: the whole run in one self-contained page that opens from disk — verdict, the run kind (complete or
// partial) and certification per profile (INCOMPLETE in its own amber, not a failure's red), the suite errors with their
// stacks, a matrix of operations x areas coloured by result, the failing checks first (spec, the request that failed
// the check, response, curl, seed),
// the observations on open points, time and requests per area with an inline SVG chart. No script, no network
// resource; a Content-Security-Policy forbids both, and every target-controlled string is escaped.
import { operations, operationLabel } from '../../contracts/spec-data.js';
import { redactReport } from './redact-report.js';
import { assessmentLabel } from '../assessment.js';
import { countsOf, hintsOf, skippedByReason, statusWord } from './certification.js';
import { escapeHtml as h, prettyBody, truncate } from './escape.js';
import { checkTimes, quotaWaitLine } from './quota-wait.js';
import { rerunCommand } from './rerun.js';
import type { CheckResult, ProfileCertification, Report } from '../report-model.js';

export const REPORT_CSS =
  `
:root { --pass: #1a7f37; --fail: #cf222e; --skip: #6e7781; --xfail: #9a6700; --incomplete: #bf8700; --error: #8250df;
  --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --code: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--fg); background: var(--bg); }
header, main, nav, footer { max-width: 1200px; margin: 0 auto; padding: 0 20px; }
header { padding-top: 20px; }
h1 { font-size: 24px; margin: 0 0 6px; }
h2 { font-size: 19px; margin: 28px 0 10px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 15px; margin: 0 0 6px; }
nav { margin-top: 8px; }
nav a { margin-right: 14px; color: #0969da; }
.meta { color: var(--muted); }
.badge { display: inline-block; padding: 1px 10px; border-radius: 12px; color: #fff; font-weight: 600; }
.badge.pass, .badge.passed, .badge.certified { background: var(--pass); }
.badge.fail, .badge.failed, .badge.not-certified { background: var(--fail); }
.badge.skipped, .badge.not-assessed { background: var(--skip); }
.badge.xfail { background: var(--xfail); }
.badge.incomplete { background: var(--incomplete); color: #1f2328; }
.badge.error { background: var(--error); }
.banner { border-radius: 8px; padding: 8px 12px; margin: 10px 0 0; }
.banner.partial { background: #fff8c5; border: 1px solid #d4a72c; }
.banner.complete { background: #dafbe1; border: 1px solid #4ac26b; }
.verdict { font-size: 22px; padding: 2px 16px; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 12px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; }
.card.certified { border-left: 6px solid var(--pass); }
.card.not-certified { border-left: 6px solid var(--fail); }
.card.not-assessed { border-left: 6px solid var(--skip); }
.card.incomplete { border-left: 6px solid var(--incomplete); }
.check { border: 1px solid var(--line); border-left: 6px solid var(--fail); border-radius: 8px; padding: 12px 14px; margin-bottom: 14px; }
.check.xfail { border-left-color: var(--xfail); }
.check.error { border-left-color: var(--error); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
pre { background: var(--code); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow-x: auto; white-space: pre-wrap; ` +
  `overflow-wrap: anywhere; margin: 4px 0 8px; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.exchange { margin: 6px 0; }
.exchange > summary { cursor: pointer; font-weight: 600; }
.grid2 { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
@media (max-width: 800px) { .grid2 { grid-template-columns: 1fr; } }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border: 1px solid var(--line); padding: 3px 7px; text-align: left; vertical-align: top; }
th { background: var(--code); }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
#checks table { width: 100%; }
#checks td { overflow-wrap: anywhere; }
#checks td:first-child code { white-space: nowrap; }
table.matrix td.cell { text-align: center; white-space: nowrap; font-size: 12px; min-width: 64px; }
table.matrix th.area { writing-mode: vertical-rl; transform: rotate(180deg); font-weight: 600; white-space: nowrap; }
table.matrix td.cell a { color: inherit; text-decoration: none; display: block; }
table.matrix td:first-child code { white-space: nowrap; }
.m-fail { background: #ffd7d5; color: #82071e; font-weight: 600; }
.m-xfail { background: #fff1c2; color: #7d4e00; }
.m-pass { background: #d2f4d8; color: #0f5323; }
.m-partial { background: #e8f7eb; color: #0f5323; }
.m-skip { background: #eef1f4; color: var(--muted); }
.m-error { background: #eddeff; color: #512a97; font-weight: 600; }
.legend span { display: inline-block; padding: 1px 8px; margin-right: 6px; border-radius: 4px; }
.status-passed { color: var(--pass); font-weight: 600; }
.status-failed { color: var(--fail); font-weight: 600; }
.status-skipped { color: var(--skip); }
.status-xfail { color: var(--xfail); font-weight: 600; }
.status-error { color: var(--error); font-weight: 600; }
details.area > summary { cursor: pointer; font-weight: 600; margin: 6px 0; }
footer { color: var(--muted); margin-top: 30px; padding-bottom: 30px; }
`;

/** The page frame shared by report.html and compare.html. */
/** The (requirement × operation) pairs: counts, then the uncovered and the read-back ones by name. */
function pairsParagraph(report: Report): string {
  const p = report.coverage.pairs;
  if (!p) return '';
  const list = (names: string[]) => `<ul>${names.map((n) => `<li><code>${h(n)}</code></li>`).join('')}</ul>`;
  return (
    `<p>Requirement × operation pairs: ${p.checked} of ${p.total} checked on their own operation, ${p.readBack.length} read-back only, ` +
    `${p.uncovered.length} uncovered.</p>` +
    (p.uncovered.length ? `<p>Uncovered pairs:</p>${list(p.uncovered)}` : '') +
    (p.readBack.length ? `<details><summary>Read-back pairs (${p.readBack.length})</summary>${list(p.readBack)}</details>` : '')
  );
}

/** A page's head: no request to any host (the policy forbids fetching), its title escaped, its styles inline. */
export function pageHead(title: string, css: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${h(title)}</title>
<style>${css}</style>
</head>`;
}

export function htmlPage(title: string, body: string): string {
  return `${pageHead(title, REPORT_CSS)}
<body>
${body}
</body>
</html>
`;
}

type Tone = 'error' | 'fail' | 'xfail' | 'pass' | 'partial' | 'skip';

function toneOf(checks: CheckResult[]): Tone {
  if (checks.some((c) => c.status === 'error')) return 'error';
  if (checks.some((c) => c.status === 'failed' && c.expectedFailure === undefined)) return 'fail';
  if (checks.some((c) => c.status === 'failed')) return 'xfail';
  const passed = checks.filter((c) => c.status === 'passed').length;
  if (passed === checks.length) return 'pass';
  return passed > 0 ? 'partial' : 'skip';
}

export function statusLabel(c: CheckResult): { cls: string; text: string } {
  if (c.status === 'failed' && c.expectedFailure !== undefined) return { cls: 'xfail', text: 'expected failure' };
  if (c.status === 'error') return { cls: 'error', text: 'suite error' };
  return { cls: c.status, text: c.status };
}

const anchor = (id: string) => `check-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * A profile's card, read in one breath: the status, the counts, the failed checks and what to supply (each hint once); the full
 * statement (target, date, seed, contract hashes) and the skipped checks by reason fold away beneath.
 */
function certificationCard(p: ProfileCertification): string {
  const links = (ids: string[]) => ids.map((id) => `<a href="#${anchor(id)}"><code>${h(id)}</code></a>`).join(', ');
  const skipped = skippedByReason(p.skipped)
    .map((g) => `<li>${g.ids.length} ${h(g.reason)}<details><summary>which</summary><code>${h(g.ids.join(', '))}</code></details></li>`)
    .join('');
  const supply = [
    ...hintsOf(p.missing).map((m) => `<li>${h(m.whats.join('; '))}: <b>${h(m.supply)}</b></li>`),
    ...p.missing.filter((m) => !m.supply).map((m) => `<li>${h(m.what)}</li>`),
  ].join('');
  return `<div class="card ${p.status}" data-profile="${h(p.profile)}">
<h3>${h(p.profile)} profile <span class="badge ${p.status}">${h(statusWord(p.status))}</span></h3>
<div class="meta">${p.status === 'not-assessed' ? h(p.reasons.join('; ')) : h(countsOf(p))}</div>
${p.failed.length ? `<div>Failed: ${links(p.failed)}</div>` : ''}
${p.errored?.length ? `<div>Suite errors: ${links(p.errored)}</div>` : ''}
${supply && p.status !== 'not-assessed' ? `<div>To complete the assessment:<ul>${supply}</ul></div>` : ''}
<details><summary>Full statement</summary><p>${h(p.statement)}</p>
${skipped ? `<div>Not run inside the profile (a skip is not a pass):<ul>${skipped}</ul></div>` : ''}</details>
</div>`;
}

function headersText(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

function failingCheck(report: Report, c: CheckResult): string {
  const label = statusLabel(c);
  const repro = c.reproduction ?? [];
  // The request the failing assertion judged is first and open; without one, the check's last request is.
  const judged = repro.some((r) => r.failing);
  const exchanges = repro
    .map((r, i) => {
      const open = judged ? r.failing === true : i === repro.length - 1;
      const note = r.failing ? ' (the request that failed the check)' : !judged && open ? ' (the last request of the check)' : '';
      const req = r.request;
      return `<details class="exchange"${open ? ' open' : ''}>
<summary>Request ${i + 1} of ${repro.length}: ${h(r.operation)} → ${h(r.response.status)}${note}</summary>
<div>curl (keys as environment variables):</div>
<pre class="curl">${h(r.curl)}</pre>
<div class="grid2">
<div><div>Request</div><pre>${h(
        `${req.method} ${req.url}\n${headersText(req.headers)}${req.body !== undefined ? `\n\n${truncate(prettyBody(req.body), 8000)}` : ''}`,
      )}</pre></div>
<div><div>Response</div><pre>${h(
        `${r.response.status}${r.response.transportError ? ` (${r.response.transportError})` : ''}\n` +
          `${headersText(r.response.headers)}\n\n${truncate(prettyBody(r.response.body), 8000)}`,
      )}</pre></div>
</div>
</details>`;
    })
    .join('\n');
  const prop = c.property
    ? `<dt>property</dt><dd>failed after ${h(c.property.numRuns)} runs; seed ${h(c.property.seed)}, path <code>${h(c.property.path)}</code></dd>
<dt>counterexample</dt><dd><pre>${h(c.property.counterexample)}</pre></dd>`
    : '';
  return `<article class="check ${label.cls === 'xfail' || label.cls === 'error' ? label.cls : ''}" id="${anchor(c.id)}">
<h3><span class="badge ${label.cls}">${h(label.text)}</span> <code>${h(c.id)}</code> ${h(c.title)}</h3>
<dl class="facts">
<dt>spec</dt><dd>${h(c.spec)} — requirements ${h(c.requirements.join(', '))}</dd>
<dt>operation</dt><dd><code>${h(c.operation)}</code> (${h(c.interface)} interface), area ${h(c.area)}</dd>
<dt>seed</dt><dd>${h(report.seed)}</dd>
${c.expectedFailure !== undefined ? `<dt>expected failure</dt><dd>${h(c.expectedFailure)}</dd>` : ''}
${prop}
</dl>
<div>Message:</div>
<pre class="message">${h(c.message ?? '')}</pre>
${c.stack ? `<div>Stack (the suite's code, not the target):</div>\n<pre class="stack">${h(c.stack)}</pre>` : ''}
<div>Run this check again:</div>
<pre class="rerun">${h(rerunCommand(report, c))}</pre>
${exchanges || '<p class="meta">No request was recorded for this check.</p>'}
</article>`;
}

function matrix(report: Report): string {
  const areas = Object.keys(report.areas);
  const order = new Map(operations.map((o, i) => [operationLabel(o.id), i]));
  const ops = [...new Set(report.checks.map((c) => c.operation))].sort((a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999) || a.localeCompare(b));
  const rows = ops.map((op) => {
    const cells = areas.map((area) => {
      const cs = report.checks.filter((c) => c.operation === op && c.area === area);
      if (!cs.length) return '<td class="cell"></td>';
      const n = (s: string) => cs.filter((c) => c.status === s).length;
      const tone = toneOf(cs);
      const title = cs.map((c) => `${c.id}: ${statusLabel(c).text}`).join('\n');
      const firstFailing = cs.find((c) => c.status === 'error') ?? cs.find((c) => c.status === 'failed');
      const text = [
        n('passed') ? `✓${n('passed')}` : '',
        n('failed') ? `✗${n('failed')}` : '',
        n('skipped') ? `–${n('skipped')}` : '',
        n('error') ? `!${n('error')}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      const link = firstFailing ? `#${anchor(firstFailing.id)}` : `#area-${h(area)}`;
      return `<td class="cell m-${tone}" title="${h(title)}"><a href="${link}">${h(text)}</a></td>`;
    });
    return `<tr><th><code>${h(op)}</code></th>${cells.join('')}</tr>`;
  });
  return (
    `<table class="matrix">
<thead><tr><th>operation \\ area</th>${areas.map((a) => `<th class="area">${h(a)}</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>
<p class="legend"><span class="m-error">suite error</span><span class="m-fail">failed</span><span class="m-xfail">expected failure</span>` +
    `<span class="m-pass">all passed</span><span class="m-partial">passed, some skipped</span><span class="m-skip">all skipped</span> ` +
    `✓ passed ✗ failed – skipped ! suite error</p>`
  );
}

/** Horizontal bars per area: time on the left, requests on the right, each scaled to its own maximum. */
export function areaChart(areas: Report['areas']): string {
  const entries = Object.entries(areas);
  const rowH = 22;
  const labelW = 150;
  const barW = 260;
  const gap = 90;
  const width = labelW + 2 * barW + gap + 60;
  const height = 30 + entries.length * rowH + 6;
  const maxT = Math.max(1, ...entries.map(([, a]) => a.durationMs));
  const maxR = Math.max(1, ...entries.map(([, a]) => a.requests));
  const x2 = labelW + barW + gap;
  const bars = entries
    .map(([area, a], i) => {
      const y = 30 + i * rowH;
      const wt = (a.durationMs / maxT) * barW;
      const wr = (a.requests / maxR) * barW;
      return (
        `<text x="${labelW - 8}" y="${y + 14}" text-anchor="end">${h(area)}</text>
<rect x="${labelW}" y="${y + 3}" width="${wt.toFixed(1)}" height="${rowH - 8}" fill="#0969da">` +
        `<title>${h(`${area}: ${(a.durationMs / 1000).toFixed(2)} s`)}</title></rect>
<text x="${(labelW + wt + 4).toFixed(1)}" y="${y + 14}">${(a.durationMs / 1000).toFixed(1)} s</text>
<rect x="${x2}" y="${y + 3}" width="${wr.toFixed(1)}" height="${rowH - 8}" fill="#8250df"><title>${h(`${area}: ${a.requests} requests`)}</title></rect>
<text x="${(x2 + wr + 4).toFixed(1)}" y="${y + 14}">${a.requests}</text>`
      );
    })
    .join('\n');
  return (
    `<svg role="img" aria-label="time and requests per area" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-size="12" font-family="system-ui, sans-serif">
<text x="${labelW}" y="16" font-weight="600">time per area</text>
<text x="${x2}" y="16" font-weight="600">requests per area</text>
${bars}
</svg>`
  );
}

function observationsSection(report: Report): string {
  if (!report.observations.length) return '<p class="meta">No open points recorded.</p>';
  const seen = report.observations.filter((o) => Object.keys(o.forms).length);
  const unseen = report.observations.filter((o) => !Object.keys(o.forms).length);
  const rest = unseen.length
    ? `<details><summary>Not observed in this run (${unseen.length})</summary><ul>${unseen
        .map((o) => `<li><code>${h(o.ambiguity)}</code> ${h(o.spec)}: ${h(o.sentence)} <span class="meta">Accepted: ${h(o.policy)}</span></li>`)
        .join('')}</ul></details>`
    : '';
  return `${seen
    .map((o) => {
      const rows = Object.entries(o.forms).flatMap(([op, forms]) =>
        Object.entries(forms).map(([form, n]) => `<tr><td><code>${h(op)}</code></td><td>${h(form)}</td><td class="num">${h(n)}</td></tr>`),
      );
      return `<div class="card" style="margin-bottom:10px">
<h3><code>${h(o.ambiguity)}</code> ${h(o.spec)}</h3>
<p>${h(o.sentence)}</p>
<p class="meta">Accepted: ${h(o.policy)}</p>
<table><thead><tr><th>operation</th><th>form seen</th><th>times</th></tr></thead><tbody>${rows.join('')}</tbody></table>
</div>`;
    })
    .join('\n')}\n${rest}`;
}

function allChecks(report: Report): string {
  return Object.keys(report.areas)
    .map((area) => {
      const cs = report.checks.filter((c) => c.area === area);
      const a = report.areas[area]!;
      const rows = cs.map((c) => {
        const s = statusLabel(c);
        const idCell = c.status === 'failed' || c.status === 'error' ? `<a href="#${anchor(c.id)}"><code>${h(c.id)}</code></a>` : `<code>${h(c.id)}</code>`;
        return (
          `<tr><td>${idCell}</td><td class="status-${s.cls}">${h(s.text)}</td><td>${h(c.title)}</td><td>${h(c.spec)}</td>` +
          `<td><code>${h(c.operation)}</code></td><td>${h(c.interface)}</td>` +
          `<td class="num">${h(checkTimes(c).target)}</td><td class="num">${h(checkTimes(c).quota)}</td>` +
          `<td>${h(truncate(c.expectedFailure !== undefined ? `${c.expectedFailure} — ${c.message ?? ''}` : (c.message ?? ''), 400))}</td></tr>`
        );
      });
      return (
        `<details class="area" id="area-${h(area)}"${a.failed || a.errored ? ' open' : ''}>
<summary>${h(area)}: ${a.passed} passed, ${a.failed} failed, ${a.skipped} skipped${a.errored ? `, ${a.errored} suite errors` : ''}</summary>
<table><thead><tr><th>check</th><th>status</th><th>asserts</th><th>spec</th><th>operation</th><th>interface</th>` +
        `<th title="time with the target: what the check's time limit measures">with target</th>` +
        `<th title="waits for §8 quota (rate-limit windows, 429 resets): not the target's time">quota wait</th><th>message / skip reason</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
</details>`
      );
    })
    .join('\n');
}

export function toHtml(unsafe: Report): string {
  const report = redactReport(unsafe);
  const s = report.summary;
  const failing = report.checks.filter((c) => c.status === 'failed');
  // New failures first, then expected ones.
  failing.sort((a, b) => Number(a.expectedFailure !== undefined) - Number(b.expectedFailure !== undefined));
  const errored = report.checks.filter((c) => c.status === 'error');
  const verdictWord = report.verdict.toUpperCase();
  const run = assessmentLabel(report.assessment);
  const stale = report.expectedFailures?.stale ?? [];
  const ef = report.expectedFailures;
  const target = `${report.target.baseUrl}${report.target.embedded ? ' (embedded reference)' : ''}`;
  const areaRows = Object.entries(report.areas)
    .map(
      ([area, a]) =>
        `<tr><td>${h(area)}</td><td class="num">${a.checks}</td><td class="num">${a.passed}</td><td class="num">${a.failed}</td>` +
        `<td class="num">${a.skipped}</td><td class="num">${a.requests}</td><td class="num">${(a.durationMs / 1000).toFixed(2)} s</td></tr>`,
    )
    .join('\n');
  const body =
    `<header>
<h1>Partner DNS conformance <span id="verdict" class="badge verdict ${report.verdict}">${verdictWord}</span></h1>
<div class="meta">${h(report.tool.name)} ${h(report.tool.version)} · target <code>${h(target)}</code> · profile <b>${h(report.profile)}</b> · ` +
    `seed <code>${h(report.seed)}</code> · ${h(report.startedAt)} – ${h(report.finishedAt)} (${(report.durationMs / 1000).toFixed(1)} s) · ` +
    `run <code>${h(report.runId)}</code></div>
<div id="assessment" class="banner ${report.assessment?.complete ? 'complete' : 'partial'}"><b>Run: ${h(run)}.</b>` +
    `${report.assessment?.complete ? '' : ' A partial run is never certified.'}</div>
</header>
<nav><a href="#certification">Certification</a>${errored.length ? `<a href="#errors">Suite errors (${errored.length})</a>` : ''}` +
    `<a href="#failing">Failing checks (${failing.length})</a><a href="#matrix">Matrix</a>` +
    `<a href="#areas">Time and requests</a><a href="#observations">Observations</a><a href="#checks">All checks</a>` +
    `<a href="#coverage">Coverage and cleanup</a></nav>
<main>
<section id="summary">
<h2>Summary</h2>
<p><b>${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${s.errored ? `, ${s.errored} suite errors` : ''}</b> of ` +
    `${s.total} checks · ${s.requests} requests` +
    `${s.retriedAfter429 ? ` · ${s.retriedAfter429} retried after 429` : ''}${s.pacingWaits ? ` · ${s.pacingWaits} pacing waits` : ''}</p>
${quotaWaitLine(s.quotaWaitByGroup) ? `<p>${h(quotaWaitLine(s.quotaWaitByGroup))}</p>` : ''}
${
  ef
    ? `<p>Expected failures: ${ef.expected.length} still failing (not counted against the verdict), ${ef.stale.length} stale` +
      `${ef.stale.length ? ` (now passing, fail the run: ${h(ef.stale.join(', '))})` : ''}` +
      `${ef.unknown.length ? `, ${ef.unknown.length} listed ids match no check (${h(ef.unknown.join(', '))})` : ''}.</p>`
    : ''
}
${report.errors.map((e) => `<pre class="message">run error (the suite's, not the target's): ${h(e)}</pre>`).join('\n')}
</section>
<section id="certification">
<h2>Certification</h2>
${
  report.certification
    ? `<div class="cards">${report.certification.profiles.map(certificationCard).join('\n')}</div>
<p class="meta">Contract hashes (SHA-256): ${Object.entries(report.certification.contracts)
        .map(([f, hash]) => `${h(f)} <code>${h(hash)}</code>`)
        .join(' · ')}</p>`
    : '<p class="meta">This report carries no certification.</p>'
}
</section>
${
  errored.length
    ? `<section id="errors">
<h2>Suite errors (${errored.length}): the suite broke, the target was not assessed</h2>
${errored.map((c) => failingCheck(report, c)).join('\n')}
</section>`
    : ''
}
<section id="failing">
<h2>Failing checks (${failing.length})</h2>
${failing.length ? failing.map((c) => failingCheck(report, c)).join('\n') : '<p>None.</p>'}
${
  stale.length ? `<p>Stale expected-failure entries (now passing; remove them from the file): ${stale.map((id) => `<code>${h(id)}</code>`).join(', ')}</p>` : ''
}
</section>
<section id="matrix">
<h2>Operations × areas</h2>
${matrix(report)}
</section>
<section id="areas">
<h2>Time and requests per area</h2>
${areaChart(report.areas)}
<table><thead><tr><th>area</th><th>checks</th><th>passed</th><th>failed</th><th>skipped</th><th>requests</th><th>time</th></tr></thead>` +
    `<tbody>${areaRows}</tbody></table>
</section>
<section id="observations">
<h2>Observations on open points</h2>
<p class="meta">Where the spec leaves a point open (contracts/ambiguities.yaml), ` +
    `the suite accepts every documented form and records the one the target chose.</p>
${observationsSection(report)}
</section>
<section id="checks">
<h2>All checks</h2>
${allChecks(report)}
</section>
<section id="coverage">
<h2>Coverage and cleanup</h2>
<p>Operations: ${report.coverage.operations.covered} of ${report.coverage.operations.total} covered` +
    `${report.coverage.operations.uncovered.length ? ` (not covered: ${h(report.coverage.operations.uncovered.join(', '))})` : ''}.
Stated requirements: ${report.coverage.requirements.covered} of ${report.coverage.requirements.checkable} covered` +
    `${report.coverage.requirements.uncovered.length ? ` (not covered: ${h(report.coverage.requirements.uncovered.join(', '))})` : ''}.</p>
${pairsParagraph(report)}
<p>Cleanup: ${report.cleanup.created} created, ${report.cleanup.deleted} deleted, ` +
    `${report.cleanup.found ? `${report.cleanup.found} found by the run prefix and deleted, ` : ''}${report.cleanup.alreadyGone} already gone, ` +
    `${report.cleanup.failed.length} could not be deleted${
      report.cleanup.left ? ` (${report.cleanup.left} left on the target; ${h(report.cleanup.sweep ?? 'sweep them')})` : ''
    }; fixture domain ${
      report.cleanup.fixtureIntact === null
        ? 'not compared'
        : report.cleanup.fixtureIntact
          ? 'intact'
          : `changed: ${h(report.cleanup.fixtureDifferences.join('; '))}`
    }.</p>
${report.cleanup.failed.length ? `<ul>${report.cleanup.failed.map((f) => `<li><code>${h(f.entry)}</code>: ${h(f.reason)}</li>`).join('')}</ul>` : ''}
</section>
</main>
<footer>Written by ${h(report.tool.name)} ${h(report.tool.version)} from report.json of run ${h(report.runId)}. ` +
    `Keys appear as $CONFORMANCE_API_KEY placeholders.</footer>`;
  return htmlPage(`Conformance ${verdictWord} — ${target} — ${report.runId}`, body);
}
