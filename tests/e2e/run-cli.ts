// Runs the conformance CLI as a user would (a child process), in a fresh report folder, and reads its report.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Report } from '../../harness/report.js';

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

export function runCli(args: string[], env: Record<string, string> = {}, timeoutMs = 300_000): Promise<CliRun> {
  const reportDir = mkdtempSync(join(tmpdir(), 'pdc-e2e-'));
  return new Promise((done, reject) => {
    const child = spawn(TSX, [join(ROOT, 'harness/cli.ts'), ...args], {
      cwd: ROOT,
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

/** Every file under a folder, recursively, as text. */
export function filesUnder(dir: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push({ path, text: readFileSync(path).toString('latin1') });
  }
  return out;
}

/** Runs `work` over `items`, `size` at a time (two CLI runs at once suit a 2-core machine). */
export async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
