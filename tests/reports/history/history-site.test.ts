// The history site's pages from synthetic reports: verdict words and counts in the overview matrix with a link to each
// run's report.html, the suite change marked, the interop flag linking to its requirement on the review page, and
// target-controlled strings (a target name, a check title) escaped on every page, with nothing fetched from a host.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticCatalogue, syntheticReport } from '../../../bench/history-synthetic.js';
import { historyCommand } from '../../../harness/commands/history.js';
import { HOSTILE } from '../fixture-report.js';

const dir = mkdtempSync(join(tmpdir(), 'pdc-history-site-'));
const out = join(dir, 'site');
const catalogue = syntheticCatalogue(5, 2);
const [A, B] = catalogue.map((c) => c.id);
const HOSTILE_TARGET = `evil ${HOSTILE}`;
let printed = '';

function pages(folder = out): Array<{ file: string; html: string }> {
  return readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pages(join(folder, e.name)) : [{ file: join(folder, e.name), html: readFileSync(join(folder, e.name), 'utf8') }],
  );
}

beforeAll(() => {
  const runs = [
    { target: 'vendor-a', night: 0, statuses: { [A]: 'failed' as const } },
    { target: 'vendor-a', night: 1, statuses: { [A]: 'failed' as const }, version: '0.2.0' },
    { target: 'vendor-c', night: 0, statuses: {} },
    { target: HOSTILE_TARGET, night: 0, statuses: { [A]: 'failed' as const, [B]: 'failed' as const } },
  ];
  for (const r of runs) {
    const report = syntheticReport(r, catalogue);
    report.checks[1].title = `title ${HOSTILE}`;
    const folder = join(dir, 'nightly', `t${runs.indexOf(r)}`, report.runId);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'report.json'), JSON.stringify(report));
    writeFileSync(join(folder, 'report.html'), '<!doctype html><title>run</title>');
  }
  historyCommand([join(dir, 'nightly')], { out, last: '3' }, (s) => (printed += s));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('history site', () => {
  it('writes the overview, interop, review, one page per target and one per check, and says so', () => {
    const files = pages().map((p) => p.file.slice(out.length + 1));
    expect(files).toEqual(expect.arrayContaining(['index.html', 'interop.html', 'review.html', `checks/${A}.html`]));
    expect(files.filter((f) => f.startsWith('targets/'))).toHaveLength(3);
    expect(files.filter((f) => f.startsWith('checks/'))).toHaveLength(catalogue.length);
    expect(printed).toMatch(/history: 4 runs of 3 targets, 5 checks: 11 pages/);
  });

  it('shows each run as words (verdict, certification, counts), links its report.html, and marks the suite change', () => {
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('>FAIL</a>');
    expect(index).toContain('>PASS</a>');
    expect(index).toContain('full: NOT CERTIFIED');
    expect(index).toContain('4 passed · 1 failed');
    expect(index).toMatch(/href="\.\.\/nightly\/t0\/[^"]+\/report\.html"/);
    expect(index).toContain('epoch-start');
    expect(index).toContain('| suite 0.2.0');
    expect(index).toContain('no run');
  });

  it("draws each target's failures per run as SVG, broken where the suite changed, its figures in words", () => {
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    const row = index.split('\n').find((l) => l.includes('>vendor-a</a></th><td><svg'))!;
    expect(row).toContain('<title>Failed checks per run, 2 runs: 1 in the first, 1 in the latest, at most 1; the suite or contracts changed 1 time(s)');
    expect(row).toMatch(/<line [^>]+><title>suite 0\.2\.0, contracts [0-9a-f]{12} from 2026-06-02T/);
    // One run per epoch: a point each, no line drawn across the change.
    expect(row.match(/<circle /g)).toHaveLength(2);
    expect(row).not.toContain('<polyline');
  });

  it('flags a check most targets fail for review, linking its requirement on the review page', () => {
    const interop = readFileSync(join(out, 'interop.html'), 'utf8');
    const rowOf = (id: string) => interop.split('\n').find((l) => l.includes(`checks/${id}.html`))!;
    const requirement = catalogue[0].requirements[0];
    // A fails in the latest run of two targets of three; B in one only.
    expect(rowOf(A)).toContain('1 of 3 pass');
    expect(rowOf(A)).toContain('REVIEW</span> <a href="review.html#AMB-SUCCESS-STATUS">');
    expect(rowOf(A)).toContain(`<a href="review.html#${requirement}">`);
    expect(rowOf(B)).toContain('2 of 3 pass');
    expect(rowOf(B)).not.toContain('REVIEW');
    // Flagged first, then the most failed, then the rest.
    const order = [...interop.matchAll(/<tr><td><a href="checks\/([^"]+)\.html"/g)].map((m) => m[1]);
    expect(order.slice(0, 2)).toEqual([A, B]);
    const review = readFileSync(join(out, 'review.html'), 'utf8');
    expect(review).toContain(`<li id="${requirement}">`);
    expect(review).toContain('<li id="AMB-SUCCESS-STATUS">');
    expect(review).toContain(`checks/${A}.html`);
  });

  it('escapes what the targets wrote on every page and fetches nothing from any host', () => {
    for (const { file, html } of pages()) {
      expect(html, file).not.toContain('<script');
      expect(html, file).not.toContain('<img');
      expect(html, file).not.toMatch(/\b(?:src|href)="(?:https?:)?\/\//);
      expect(html, file).toContain("default-src 'none'");
    }
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('evil &lt;script&gt;');
  });
});
