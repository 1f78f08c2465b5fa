// Runs the conformance CLI as a user would (a child process), in a fresh report folder, and reads its report.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Report } from '../../harness/report-model.js';

export interface CliRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  reportDir: string;
  report?: Report;
  runDir?: string;
}

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** `cwd`: where the CLI runs (and reads .env from); the repository by default. */
export function runCli(args: string[], env: Record<string, string> = {}, timeoutMs = 540_000, cwd = ROOT): Promise<CliRun> {
  const reportDir = mkdtempSync(join(tmpdir(), 'pdc-e2e-'));
  return new Promise((done, reject) => {
    const child = spawn(TSX, [join(ROOT, 'harness/cli.ts'), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CONFORMANCE_REPORT_DIR: reportDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      const runs = existsSync(reportDir) ? readdirSync(reportDir).filter((d) => d !== 'latest' && existsSync(join(reportDir, d, 'report.json'))) : [];
      const runDir = runs.length ? join(reportDir, runs.sort().at(-1)!) : undefined;
      const report = runDir ? (JSON.parse(readFileSync(join(runDir, 'report.json'), 'utf8')) as Report) : undefined;
      done({ exitCode, stdout, stderr, reportDir, report, runDir });
    });
  });
}

export interface BatchRun {
  exitCode: number | null;
  report?: Report;
  runDir?: string;
  /** Why the run did not happen (configuration error, crash). */
  error?: string;
}

/**
 * Conformance runs given as environments, one after another in one child process (tests/e2e/run-batch.ts): the
 * same run as the CLI's, without paying the start-up of tsx and vitest for each.
 */
export function runBatch(envs: Array<Record<string, string>>, timeoutMs = 900_000, setupFiles?: string[]): Promise<BatchRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pdc-batch-'));
  const input = join(dir, 'input.json');
  const output = join(dir, 'output.json');
  writeFileSync(input, JSON.stringify(envs.map((env) => ({ env: { CONFORMANCE_REPORT_DIR: join(dir, 'reports'), ...env }, setupFiles }))));
  return new Promise((done, reject) => {
    const child = spawn(TSX, [join(ROOT, 'tests/e2e/run-batch.ts'), input, output], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const results = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as Array<{ exitCode: number; runDir?: string; error?: string }>) : [];
      done(
        envs.map((_, i) => {
          const r = results[i];
          if (!r) return { exitCode: null, error: `the batch ended (exit ${code}) before this run: ${stderr.trim().split('\n').slice(-3).join(' | ')}` };
          const reportFile = r.runDir ? join(r.runDir, 'report.json') : undefined;
          const report = reportFile && existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Report) : undefined;
          return { exitCode: r.exitCode, runDir: r.runDir, report, error: r.error };
        }),
      );
    });
  });
}

/** Every file under a folder, recursively, as text. */
export function filesUnder(dir: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    // A .gz file is read inflated (exchanges.jsonl.gz, bundles): a secret in it must be found as in any other file.
    else if (entry.isFile()) out.push({ path, text: (entry.name.endsWith('.gz') ? gunzipSync(readFileSync(path)) : readFileSync(path)).toString('latin1') });
  }
  return out;
}
