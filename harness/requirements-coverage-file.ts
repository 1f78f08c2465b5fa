// harness/requirements-coverage-file.ts: writes contracts/requirements-coverage.csv, every stated (requirement × operation) pair with the checks on
// that operation, or read-back, or uncovered; `npx tsx harness/requirements-coverage-file.ts` regenerates it (a unit test fails when it is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTRACTS_DIR } from '../contracts/spec-data.js';
import { collectChecks } from './commands/list.js';
import { parseConfig } from './config.js';
import { pairCoverageCsv, pairCoverageLine, pairCoverageOf } from './pair-coverage.js';

export const COVERAGE_FILE = join(CONTRACTS_DIR, 'requirements-coverage.csv');
export const REGENERATE_COMMAND = 'npx tsx harness/requirements-coverage-file.ts';

/** The file's text for the checks under suites/ as they stand (collected, nothing sent), with the summary line. */
export async function currentCoverageFile(): Promise<{ csv: string; line: string; errors: string[] }> {
  const listing = await collectChecks(parseConfig({}));
  return { csv: pairCoverageCsv(listing.checks), line: pairCoverageLine(pairCoverageOf(listing.checks)), errors: listing.errors };
}

export function committedCoverageFile(): string {
  return readFileSync(COVERAGE_FILE, 'utf8');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { csv, line, errors } = await currentCoverageFile();
  if (errors.length) {
    process.stderr.write(`could not collect the checks:\n${errors.join('\n')}\n`);
    process.exit(2);
  }
  writeFileSync(COVERAGE_FILE, csv);
  process.stdout.write(`wrote contracts/requirements-coverage.csv: ${line}\n`);
}
