// Reads a report.json given as a file or as the run folder holding it; a missing, unreadable or foreign file is a
// ReportFileError (the CLI turns it into exit 2 with one message).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '../report-model.js';

export class ReportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportFileError';
  }
}

export function reportPath(path: string): string {
  if (!existsSync(path)) throw new ReportFileError(`${path}: no such file or folder`);
  return statSync(path).isDirectory() ? join(path, 'report.json') : path;
}

export function readReport(path: string): Report {
  const file = reportPath(path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ReportFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ReportFileError(`${file}: not JSON (${(error as Error).message.split('\n')[0]})`);
  }
  const r = value as Partial<Report> | null;
  if (!r || typeof r !== 'object' || !Array.isArray(r.checks) || typeof r.runId !== 'string' || !r.tool || !r.target) {
    throw new ReportFileError(`${file}: not a conformance report.json (needs runId, tool, target and checks)`);
  }
  return r as Report;
}
