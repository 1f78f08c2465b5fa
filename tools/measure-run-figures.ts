// tools/measure-run-figures.ts: writes docs/measured-run.json, the requests of a full run against the embedded reference (seed 20261121,
// the conformance-run e2e test's), which the documents quote through harness/figures-docs.ts. Run it when checks change what they send,
// then `npm run docs:settings`; tests/e2e/conformance-run.test.ts fails when a run sends 10% more or fewer requests than it says.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEASURED_RUN, type MeasuredRun } from '../harness/figures-docs.js';

export const MEASURED_SEED = 20261121;

const reportDir = mkdtempSync(join(tmpdir(), 'pdc-measure-'));
try {
  const bin = fileURLToPath(new URL('../bin/partner-dns-conformance.js', import.meta.url));
  const run = spawnSync(process.execPath, [bin, 'run', '--seed', String(MEASURED_SEED)], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CONFORMANCE_REPORT_DIR: reportDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the measured run exited ${run.status}: ${run.stdout.slice(-1500)}`);
  const report = JSON.parse(readFileSync(join(reportDir, 'latest', 'report.json'), 'utf8'));
  const measured: MeasuredRun = {
    seed: MEASURED_SEED,
    checks: report.summary.total,
    requests: report.summary.requests,
    coreRequests: report.summary.requestsByGroup?.core ?? 0,
  };
  writeFileSync(MEASURED_RUN, `${JSON.stringify(measured, null, 2)}\n`);
  process.stdout.write(`docs/measured-run.json: ${measured.requests} requests (${measured.coreRequests} core) for ${measured.checks} checks\n`);
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
