// harness/reports/history/trend-chart.ts: a target's failures per run as an inline SVG line (no script, no font, no
// request), one line per epoch so that a suite change is a break and never reads as the vendor's move. The figures
// are in the chart's title too: a screen reader, or a reader without colour, gets them as words.
import { escapeHtml as h } from '../escape.js';
import type { RunSummary } from './run-summary.js';

const WIDTH = 320;
const HEIGHT = 56;
const PAD = 4;

export function trendChart(runs: RunSummary[]): string {
  const failed = runs.map((r) => r.counts.failed + r.counts.errored);
  const max = Math.max(1, ...failed);
  const x = (i: number) => (runs.length < 2 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (runs.length - 1));
  const y = (n: number) => HEIGHT - PAD - (n * (HEIGHT - 2 * PAD)) / max;
  const lines: string[] = [];
  const breaks: string[] = [];
  let start = 0;
  for (let i = 1; i <= runs.length; i++) {
    if (i < runs.length && runs[i].epoch === runs[i - 1].epoch) continue;
    const points = failed
      .slice(start, i)
      .map((n, k) => `${x(start + k).toFixed(1)},${y(n).toFixed(1)}`)
      .join(' ');
    lines.push(i - start === 1 ? `<circle cx="${x(start).toFixed(1)}" cy="${y(failed[start]).toFixed(1)}" r="2"/>` : `<polyline points="${points}"/>`);
    if (i < runs.length) {
      const bx = ((x(i - 1) + x(i)) / 2).toFixed(1);
      breaks.push(`<line x1="${bx}" x2="${bx}" y1="0" y2="${HEIGHT}"><title>${h(runs[i].epoch)} from ${h(runs[i].finishedAt)}</title></line>`);
    }
    start = i;
  }
  const title =
    `Failed checks per run, ${runs.length} runs: ${failed.at(0) ?? 0} in the first, ${failed.at(-1) ?? 0} in the latest, at most ${Math.max(0, ...failed)}` +
    (breaks.length ? `; the suite or contracts changed ${breaks.length} time(s) (dashed lines)` : '');
  return (
    `<svg class="trend" role="img" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" xmlns="http://www.w3.org/2000/svg">` +
    `<title>${h(title)}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f6f8fa" stroke="#d1d9e0"/>` +
    `<g stroke="#0969da" stroke-dasharray="3 3">${breaks.join('')}</g>` +
    `<g fill="none" stroke="#cf222e" stroke-width="1.5">${lines.join('')}</g>` +
    `<text x="${WIDTH - PAD}" y="12" font-size="10" text-anchor="end" fill="#59636e">max ${max}</text>` +
    '</svg>'
  );
}
