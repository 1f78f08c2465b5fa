// bench/history.ts: the history command at scale: 30 targets × 90 nights of synthetic reports (445 checks each, as
// many as the suite has), written to a temporary folder, then one `history` build timed: reading the 2,700 reports,
// and writing the site. Figures: build time, peak memory (resident set), pages and bytes, the overview's bytes, and
// the overview's load in headless Chromium from disk (navigation start to the load event), when the browser is there.
// `npm run bench -- --only history` (or alone: `npx tsx bench/history.ts`). No threshold: nothing fails on timing.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildHistory, type SiteStats } from '../harness/reports/history/write-site.js';
import { nightlyRuns, syntheticCatalogue, writeSyntheticRuns } from './history-synthetic.js';

export interface HistoryBench {
  targets: number;
  nights: number;
  checksPerReport: number;
  generateMs: number;
  buildMs: number;
  peakRssMiB: number;
  site: SiteStats;
  /** ms from navigation start to the load event of index.html in headless Chromium (median of 3); absent without a browser. */
  overviewLoadMs?: number;
}

const CHROMIUM = process.env.CONFORMANCE_CHROMIUM ?? '/usr/bin/chromium';

/** The median of three loads of a page from disk, navigation start to the load event, as the browser measures it. */
async function loadTimeMs(file: string): Promise<number | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 0,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(file).href, { timeout: 0, waitUntil: 'load' });
      // The browser's own performance API, which the types of this project (Node only) do not describe.
      times.push(await page.evaluate(() => (globalThis as any).performance.getEntriesByType('navigation')[0].loadEventEnd as number));
      await page.close();
    }
    return Math.round(times.sort((a, b) => a - b)[1]);
  } finally {
    await browser.close();
  }
}

export async function benchHistory(targets = 30, nights = 90, checks = 445, say: (s: string) => void = () => {}): Promise<HistoryBench> {
  const work = mkdtempSync(join(tmpdir(), 'pdc-history-bench-'));
  try {
    const catalogue = syntheticCatalogue(checks);
    const t0 = performance.now();
    writeSyntheticRuns(join(work, 'nightly'), nightlyRuns(targets, nights, catalogue), catalogue);
    const generateMs = Math.round(performance.now() - t0);
    say(`  ${targets * nights} synthetic reports written in ${(generateMs / 1000).toFixed(1)} s; building the site ...`);
    const t1 = performance.now();
    const site = buildHistory([join(work, 'nightly')], join(work, 'site'));
    const buildMs = Math.round(performance.now() - t1);
    const peakRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    const overviewLoadMs = await loadTimeMs(join(work, 'site', 'index.html'));
    return { targets, nights, checksPerReport: checks, generateMs, buildMs, peakRssMiB, site, ...(overviewLoadMs !== undefined ? { overviewLoadMs } : {}) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function historyBenchMarkdown(b: HistoryBench): string {
  const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
  return [
    `**History** (${b.targets} targets × ${b.nights} nights = ${b.site.reports} synthetic reports of ${b.checksPerReport} checks):`,
    `build ${(b.buildMs / 1000).toFixed(1)} s (reading ${(b.site.readMs / 1000).toFixed(1)} s, writing ${(b.site.writeMs / 1000).toFixed(1)} s), ` +
      `peak resident memory ${b.peakRssMiB} MiB; ${b.site.pages} pages, ${kib(b.site.bytes)} in all; overview ${kib(b.site.overviewBytes)}; ` +
      `largest page ${b.site.largestPage.file} ${kib(b.site.largestPage.bytes)}; ` +
      (b.overviewLoadMs !== undefined ? `the overview loads in ${b.overviewLoadMs} ms in headless Chromium.` : 'no browser to time the overview.'),
  ].join(' ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const say = (s: string) => process.stdout.write(`${s}\n`);
  say('bench: history of 30 targets × 90 nights ...');
  const b = await benchHistory(30, 90, 445, say);
  say(historyBenchMarkdown(b));
}
