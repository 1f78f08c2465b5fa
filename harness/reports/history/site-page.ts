// harness/reports/history/site-page.ts: the frame of every page of the history site: one stylesheet inlined (a page
// opened alone, from disk or a CI artefact, still reads well), a policy that lets the page fetch nothing, and the
// site's navigation. Every outcome is a word or a letter besides its colour, so the site reads without colour.
import { relative, sep } from 'node:path';
import { escapeHtml as h } from '../escape.js';
import { pageHead } from '../html.js';
import type { Outcome } from './run-summary.js';

const SITE_CSS = `
:root { --pass: #1a7f37; --fail: #cf222e; --skip: #6e7781; --error: #8250df; --line: #d1d9e0; --code: #f6f8fa; --muted: #59636e; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2328; background: #fff; }
header, main, footer { max-width: 1400px; margin: 0 auto; padding: 0 20px; }
header { padding-top: 16px; }
h1 { font-size: 22px; margin: 0 0 6px; }
h2 { font-size: 18px; margin: 26px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
nav a { margin-right: 14px; color: #0969da; }
.meta { color: var(--muted); }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border: 1px solid var(--line); padding: 3px 7px; text-align: left; vertical-align: top; }
th { background: var(--code); }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
code, .strip { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.strip { white-space: nowrap; letter-spacing: 1px; }
td.run { font-size: 12px; white-space: nowrap; min-width: 104px; }
td.run a { color: inherit; }
td.run .verdict { font-weight: 700; }
.o-P, .v-pass { background: #d2f4d8; color: #0f5323; }
.o-F, .v-fail { background: #ffd7d5; color: #82071e; font-weight: 600; }
.o-S, .o--, .v-none { background: #eef1f4; color: var(--muted); }
.o-E, .v-error { background: #eddeff; color: #512a97; font-weight: 600; }
.epoch-start { border-left: 4px double #0969da; }
.epoch-mark { color: #0969da; font-weight: 600; }
.flag { display: inline-block; padding: 0 6px; border: 1px solid currentColor; border-radius: 4px; font-weight: 700; font-size: 12px; }
.flag.flaky { color: #7d4e00; background: #fff1c2; }
.flag.review { color: #82071e; background: #ffd7d5; }
.bar { display: inline-block; height: 10px; background: var(--pass); vertical-align: middle; }
.bar.rest { background: #eef1f4; }
svg.trend { display: block; }
.legend span { display: inline-block; padding: 0 6px; margin-right: 6px; }
footer { color: var(--muted); margin: 28px auto 28px; }
`;

export type Section = 'overview' | 'interop' | 'targets' | 'checks' | 'review';

/** `depth` 0 for pages at the site's root, 1 for those in targets/ and checks/. */
export function sitePage(title: string, depth: 0 | 1, body: string): string {
  const up = depth ? '../' : '';
  return `${pageHead(title, SITE_CSS)}
<body>
<header>
<nav><a href="${up}index.html">Overview</a><a href="${up}interop.html">Interop</a><a href="${up}review.html">For review</a></nav>
<h1>${h(title)}</h1>
</header>
<main>
${body}
</main>
<footer>Written by partner-dns-conformance history. Static: this page requests nothing from any host.</footer>
</body>
</html>
`;
}

/** A relative link from a page in `pageDir` to a file, as an escaped attribute value. */
export function hrefTo(pageDir: string, file: string): string {
  return h(
    relative(pageDir, file)
      .split(sep)
      .map((part) => encodeURIComponent(part))
      .join('/'),
  );
}

export const LEGEND =
  '<p class="legend">Letters: <span class="o-P">P passed</span><span class="o-F">F failed</span><span class="o-S">S skipped</span>' +
  '<span class="o-E">E suite error</span><span class="o--">- not in the run</span><span class="epoch-mark">| suite or contracts changed</span></p>';

/** A table with a header row, or `empty` (a paragraph) when there are no rows. */
export function tableOf(headers: string[], rows: string, empty = ''): string {
  if (!rows) return empty;
  return `<table><thead><tr>${headers.map((x) => `<th>${x}</th>`).join('')}</tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

/** A run of outcome letters, one span per stretch of the same letter (small pages, still one letter per run). */
export function outcomeStrip(letters: Array<Outcome | '|'>): string {
  let html = '';
  let i = 0;
  while (i < letters.length) {
    let j = i;
    while (j < letters.length && letters[j] === letters[i]) j++;
    const text = letters.slice(i, j).join('');
    html += letters[i] === '|' ? `<span class="epoch-mark" title="suite or contracts changed">${text}</span>` : `<span class="o-${letters[i]}">${text}</span>`;
    i = j;
  }
  return `<span class="strip">${html}</span>`;
}

export const dateOf = (iso: string) => String(iso).slice(0, 16).replace('T', ' ');
