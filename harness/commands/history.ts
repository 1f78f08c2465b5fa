// `history <folders or report.json files...> --out <dir>`: the static site of many runs of many targets (overview,
// per target, per check, interop), from the reports that `run` and `merge` write. An unreadable report, or none at
// all, is a ReportFileError: one message, exit 2.
import { ReportFileError } from '../reports/read-report.js';
import { buildHistory, DEFAULT_LAST_RUNS } from '../reports/history/write-site.js';

type Write = (text: string) => void;

export function parseLast(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_LAST_RUNS;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 90)
    throw new ReportFileError(`--last: expected an integer from 1 to 90, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

export function historyCommand(paths: string[], flags: { out: string; last?: string }, write: Write): 0 {
  const last = parseLast(flags.last);
  let stats: ReturnType<typeof buildHistory>;
  try {
    stats = buildHistory(paths, flags.out, last);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code && ['EACCES', 'EPERM', 'ENOTDIR', 'EEXIST', 'EROFS', 'ENOSPC'].includes(code)) {
      throw new ReportFileError(`${flags.out}: the site cannot be written (${code})`);
    }
    throw error;
  }
  const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
  write(
    `history: ${stats.reports} runs of ${stats.targets} targets${stats.duplicates ? ` (${stats.duplicates} duplicate reports ignored)` : ''}, ` +
      `${stats.checks} checks: ${stats.pages} pages, ${kib(stats.bytes)} (overview ${kib(stats.overviewBytes)}) in ${flags.out}\n`,
  );
  write(`open: ${flags.out}/index.html\n`);
  return 0;
}
