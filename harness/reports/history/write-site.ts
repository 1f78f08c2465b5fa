// harness/reports/history/write-site.ts: the history site from report.json files: read them (a summary each), build the
// model, write index.html, interop.html, review.html, targets/<slug>.html and checks/<id>.html into the out folder.
// Nothing else in the folder is touched, so the run folders can sit inside it (their report.html links then work
// wherever the folder is served).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeReportFile } from '../write-reports.js';
import { checkPage, checkPageName } from './check-page.js';
import { interopPage } from './interop-page.js';
import { type HistoryModel, historyModel } from './model.js';
import { overviewPage } from './overview-page.js';
import { readRuns } from './read-runs.js';
import { reviewPage } from './review-page.js';
import { targetPage } from './target-page.js';

export interface SiteStats {
  reports: number;
  duplicates: number;
  targets: number;
  checks: number;
  pages: number;
  bytes: number;
  overviewBytes: number;
  largestPage: { file: string; bytes: number };
  readMs: number;
  writeMs: number;
}

/** The runs each target shows in the overview by default. */
export const DEFAULT_LAST_RUNS = 14;

export function writeSite(outDir: string, model: HistoryModel, last = DEFAULT_LAST_RUNS): Omit<SiteStats, 'reports' | 'duplicates' | 'readMs' | 'writeMs'> {
  const out = resolve(outDir);
  mkdirSync(join(out, 'targets'), { recursive: true });
  mkdirSync(join(out, 'checks'), { recursive: true });
  let pages = 0;
  let bytes = 0;
  let largestPage = { file: '', bytes: 0 };
  const write = (file: string, html: string) => {
    const size = Buffer.byteLength(html);
    // Scrubbed of the keys, when the environment has them, like every report written.
    writeReportFile(join(out, file), html);
    pages++;
    bytes += size;
    if (size > largestPage.bytes) largestPage = { file, bytes: size };
    return size;
  };
  const overviewBytes = write('index.html', overviewPage(model, out, last));
  write('interop.html', interopPage(model));
  write('review.html', reviewPage(model));
  for (const t of model.targets) write(join('targets', `${t.slug}.html`), targetPage(model, t, join(out, 'targets')));
  model.checks.list.forEach((c, i) => {
    write(join('checks', checkPageName(c.id)), checkPage(model, i));
  });
  return { targets: model.targets.length, checks: model.checks.list.length, pages, bytes, overviewBytes, largestPage };
}

export function buildHistory(paths: string[], outDir: string, last = DEFAULT_LAST_RUNS): SiteStats {
  const t0 = performance.now();
  const { runs, checks, duplicates } = readRuns(paths);
  const t1 = performance.now();
  const stats = writeSite(outDir, historyModel(runs, checks), last);
  const t2 = performance.now();
  return { reports: runs.length, duplicates, ...stats, readMs: Math.round(t1 - t0), writeMs: Math.round(t2 - t1) };
}
