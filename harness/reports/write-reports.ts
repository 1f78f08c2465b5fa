// Writes the reports of a run next to its report.json: junit.xml, summary.md and report.html. Each writer renders
// the report with its strings redacted once more (redact-report.ts), and any registered secret that still reached
// the text is replaced here before a byte is written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredSecrets } from '../redact.js';
import { toHtml } from './html.js';
import { toJunitXml } from './junit.js';
import { toMarkdown } from './markdown.js';
import type { Report } from '../report-model.js';

export const REPORT_FILES = { junit: 'junit.xml', markdown: 'summary.md', html: 'report.html' } as const;

/** Replaces every registered secret (API keys) in text with a fixed placeholder safe in HTML, XML and Markdown. */
export function scrubSecrets(text: string): string {
  let out = text;
  for (const secret of registeredSecrets()) out = out.split(secret).join('$REDACTED');
  return out;
}

/** Writes a report file with secrets scrubbed. */
export function writeReportFile(file: string, text: string): void {
  writeFileSync(file, scrubSecrets(text));
}

export function writeReports(report: Report, runDir: string): Record<keyof typeof REPORT_FILES, string> {
  const written = {
    junit: join(runDir, REPORT_FILES.junit),
    markdown: join(runDir, REPORT_FILES.markdown),
    html: join(runDir, REPORT_FILES.html),
  };
  writeReportFile(written.junit, toJunitXml(report));
  writeReportFile(written.markdown, toMarkdown(report));
  writeReportFile(written.html, toHtml(report));
  return written;
}
