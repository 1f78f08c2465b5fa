// Writes the reports of a run next to its report.json: junit.xml, summary.md and report.html always, and on request
// (CONFORMANCE_REPORTS / --report) run.har, allure-results/ and ctrf-report.json. Each writer renders the report
// with its strings redacted once more (redact-report.ts), and any registered secret that still reached the text is
// replaced here before a byte is written.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scrubRegisteredSecrets } from '../redact.js';
import type { Report } from '../report-model.js';
import type { ReportFormat } from '../settings.js';
import { toAllureResults } from './allure.js';
import { toCtrf } from './ctrf.js';
import { type LoggedExchange, readExchanges } from './exchanges.js';
import { toHar } from './har.js';
import { toHtml } from './html.js';
import { toJunitXml } from './junit.js';
import { toMarkdown } from './markdown.js';

export const REPORT_FILES = { junit: 'junit.xml', markdown: 'summary.md', html: 'report.html' } as const;
export const EXTRA_REPORT_FILES = { har: 'run.har', allure: 'allure-results', ctrf: 'ctrf-report.json' } as const;

/** Replaces every registered secret (API keys, login_url tokens), in each of its encoded forms, with a fixed placeholder safe in HTML, XML and Markdown. */
export function scrubSecrets(text: string): string {
  return scrubRegisteredSecrets(text, '$REDACTED');
}

/** Writes a report file with secrets scrubbed. */
export function writeReportFile(file: string, text: string): void {
  writeFileSync(file, scrubSecrets(text));
}

export interface WriteOptions {
  /** Extra formats (har, allure, ctrf). */
  formats?: ReportFormat[];
  /**
   * Run folders whose exchanges.jsonl hold the run's exchanges: the run's own folder (the default), or for a merged
   * report the folders of its parts. A folder without one is named in the notes.
   */
  exchangeDirs?: string[];
}

export type WrittenReports = Record<keyof typeof REPORT_FILES, string> &
  Partial<Record<ReportFormat, string>> & {
    /** What a reader must know about the extra formats (exchanges missing from some parts of a merged run). */
    notes: string[];
  };

/** The exchanges of the given run folders, in order, and a note per folder that has none. */
function gatherExchanges(dirs: string[]): { exchanges: LoggedExchange[] | undefined; notes: string[] } {
  const found = dirs.map((dir) => ({ dir, exchanges: readExchanges(dir) }));
  const missing = found.filter((f) => !f.exchanges);
  const notes = missing.length
    ? [
        `No exchanges.jsonl in ${missing.length} of ${dirs.length} run folder(s) (${missing.map((m) => m.dir).join(', ')}): ` +
          'their requests are not in the HAR or the Allure steps.',
      ]
    : [];
  const present = found.filter((f) => f.exchanges);
  return { exchanges: present.length ? present.flatMap((f) => f.exchanges!) : undefined, notes };
}

export function writeReports(report: Report, runDir: string, options: WriteOptions = {}): WrittenReports {
  const written: WrittenReports = {
    junit: join(runDir, REPORT_FILES.junit),
    markdown: join(runDir, REPORT_FILES.markdown),
    html: join(runDir, REPORT_FILES.html),
    notes: [],
  };
  writeReportFile(written.junit, toJunitXml(report));
  writeReportFile(written.markdown, toMarkdown(report));
  writeReportFile(written.html, toHtml(report));
  const formats = options.formats ?? [];
  if (!formats.length) return written;

  const needsExchanges = formats.includes('har') || formats.includes('allure');
  const { exchanges, notes } = needsExchanges ? gatherExchanges(options.exchangeDirs ?? [runDir]) : { exchanges: undefined, notes: [] };
  written.notes.push(...notes);
  if (formats.includes('har')) {
    written.har = join(runDir, EXTRA_REPORT_FILES.har);
    writeReportFile(written.har, `${JSON.stringify(toHar(report, exchanges, notes), null, 2)}\n`);
  }
  if (formats.includes('allure')) {
    written.allure = join(runDir, EXTRA_REPORT_FILES.allure);
    // A folder of this run only: results of an earlier write would be read as more tests.
    rmSync(written.allure, { recursive: true, force: true });
    mkdirSync(written.allure, { recursive: true });
    for (const [name, text] of toAllureResults(report, exchanges)) writeReportFile(join(written.allure, name), text);
  }
  if (formats.includes('ctrf')) {
    written.ctrf = join(runDir, EXTRA_REPORT_FILES.ctrf);
    writeReportFile(written.ctrf, `${JSON.stringify(toCtrf(report), null, 2)}\n`);
  }
  return written;
}

/** The files written, for the run's last lines: `reports: a, b, c` and a line per note. */
export function writtenLines(written: WrittenReports): string[] {
  const files = [written.html, written.junit, written.markdown, written.har, written.allure, written.ctrf].filter(Boolean);
  return [`reports: ${files.join(', ')}`, ...written.notes.map((n) => `reports: ${n}`)];
}
