// `diff`, `compare`, `bundle` and `verify`: the commands that read and write report files, without a target.
// Exit 1 on a regression (diff) or a bundle that does not verify; an unreadable or unwritable file is a
// ReportFileError (exit 2, one message).
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { bundleRun, verifyBundle } from '../reports/bundle.js';
import { toCompareHtml } from '../reports/compare.js';
import { diffMarkdown, diffReports, diffText } from '../reports/diff.js';
import { ReportFileError, readReport, reportPath } from '../reports/read-report.js';
import { writeReportFile } from '../reports/write-reports.js';

type Write = (text: string) => void;

function writeOut(file: string, text: string): void {
  try {
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeReportFile(file, text);
  } catch (error) {
    throw new ReportFileError(`${file}: cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** Returns the exit code: 1 on a regression. */
export function diffCommand(beforePath: string, afterPath: string, out: string | undefined, write: Write): 0 | 1 {
  const d = diffReports(readReport(beforePath), readReport(afterPath));
  write(diffText(d));
  const beside = dirname(reportPath(afterPath));
  for (const file of out ? [out] : [join(beside, 'diff.json'), join(beside, 'diff.md')]) {
    writeOut(file, file.endsWith('.md') ? diffMarkdown(d) : `${JSON.stringify(d, null, 2)}\n`);
    write(`written: ${file}\n`);
  }
  return d.regressions.length ? 1 : 0;
}

export function compareCommand(paths: string[], out: string, write: Write): void {
  const reports = paths.map(readReport);
  const labels = reports.map((r) => `${r.target.baseUrl}${r.target.embedded ? ' (embedded)' : ''}`);
  const unique = labels.map((l, i) => (labels.filter((x) => x === l).length > 1 ? `${l} · ${reports[i].runId}` : l));
  writeOut(out, toCompareHtml(reports, unique));
  write(`compared ${reports.length} reports: ${out}\n`);
}

export async function bundleCommand(runDir: string, out: string | undefined, write: Write, allFormats = false): Promise<void> {
  const { file, manifest } = await bundleRun(runDir, out, { allFormats });
  const leftOut = manifest.leftOut?.length ? `; ${manifest.leftOut.length} files of HAR, Allure and CTRF left out: --all-formats packs them` : '';
  write(`bundle: ${file} (${Object.keys(manifest.files).length} files and manifest.json, run ${manifest.runId}${leftOut})\n`);
}

/** Returns the exit code: 1 when the bundle does not verify. */
export async function verifyCommand(bundle: string, write: Write): Promise<0 | 1> {
  const v = await verifyBundle(bundle);
  for (const note of v.notes) write(`  ${note}\n`);
  for (const problem of v.problems) write(`  problem: ${problem}\n`);
  if (v.ok && v.report) {
    write(`VERIFIED: ${bundle} — run ${v.report.runId}, verdict ${v.report.verdict.toUpperCase()}\n`);
    for (const p of v.report.certification?.profiles ?? []) write(`  ${p.statement}\n`);
  } else {
    write(`NOT VERIFIED: ${bundle} — ${v.problems.length} problem(s)\n`);
  }
  return v.ok ? 0 : 1;
}
