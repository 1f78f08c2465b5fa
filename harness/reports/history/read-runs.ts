// harness/reports/history/read-runs.ts: every report.json under the folders (and the files) given, read one at a time
// and kept only as a RunSummary. The same run met twice (a run folder and reports/latest) counts once.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ReportFileError, readReport } from '../read-report.js';
import { CheckIndex, type RunSummary, summariseReport } from './run-summary.js';

/** The report.json files under a folder, depth first, in name order; symbolic links are not followed. */
function reportFilesUnder(dir: string, found: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    if (e.isFile() && e.name === 'report.json') found.push(join(dir, e.name));
  }
  for (const e of entries) {
    if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') reportFilesUnder(join(dir, e.name), found);
  }
}

export function reportFilesOf(paths: string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    if (!existsSync(path)) throw new ReportFileError(`${path}: no such file or folder`);
    if (statSync(path).isDirectory()) reportFilesUnder(path, found);
    else found.push(path);
  }
  return found;
}

export interface ReadRuns {
  runs: RunSummary[];
  checks: CheckIndex;
  /** Files that held a run already read (the same runId of the same target). */
  duplicates: number;
}

/** Reads every report; an unreadable or foreign file is a ReportFileError (exit 2, one message naming it). */
export function readRuns(paths: string[]): ReadRuns {
  const files = reportFilesOf(paths);
  if (!files.length) throw new ReportFileError(`no report.json under ${paths.join(', ')}`);
  const checks = new CheckIndex();
  const runs: RunSummary[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const file of files) {
    const report = readReport(file);
    const html = join(dirname(file), 'report.html');
    const run = summariseReport(report, checks, file, basename(file) === 'report.json' && existsSync(html) ? html : undefined);
    const key = `${run.target}\n${run.runId}`;
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    runs.push(run);
  }
  return { runs, checks, duplicates };
}
