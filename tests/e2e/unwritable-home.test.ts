// tests/e2e/unwritable-home.test.ts: a run with a read-only HOME and no XDG_* variables passes, and writes nothing
// outside its report folder and the OS temp dir (vitest's API token included: harness/vitest-data-dir.ts).
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin', 'partner-dns-conformance.js');
// Root writes into a read-only folder all the same: as root the run is made as nobody (and node_modules is then
// unwritable too, as in an install owned by another user).
const AS_NOBODY = process.getuid?.() === 0 && existsSync('/usr/sbin/runuser');

const base = mkdtempSync(join(tmpdir(), 'pdc-home-'));
afterAll(() => {
  chmodSync(join(base, 'home'), 0o755);
  rmSync(base, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const [cmd, argv] = AS_NOBODY
    ? ['runuser', ['-u', 'nobody', '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), process.execPath]]
    : [process.execPath, []];
  return new Promise((done) => {
    execFile(cmd as string, [...(argv as string[]), BIN, ...args], { cwd: base, env, timeout: 240_000 }, (error, stdout, stderr) =>
      done({ code: error ? ((error as { code?: number }).code ?? null) : 0, out: `${stdout}\n${stderr}` }),
    );
  });
}

describe('a run with a read-only HOME', () => {
  it('passes, and leaves HOME, node_modules and the temp dir as they were', async () => {
    chmodSync(base, 0o755);
    const home = join(base, 'home');
    const reports = join(base, 'reports');
    const temp = join(base, 'tmp');
    for (const dir of [home, reports, temp]) mkdirSync(dir);
    chmodSync(reports, 0o777);
    chmodSync(temp, 0o1777);
    chmodSync(home, 0o555);
    const vitestFallback = join(ROOT, 'node_modules', '.vitest');
    const fallbackBefore = existsSync(vitestFallback);
    // No XDG_* variable: vitest's default is then $HOME/.local/share.
    const env = { PATH: process.env.PATH ?? '', HOME: home, TMPDIR: temp, CONFORMANCE_REPORT_DIR: reports };
    const result = await run(['run', '--only', 'catalogue'], env);
    expect(result.code, result.out.slice(-2000)).toBe(0);
    expect(result.out).toMatch(/^verdict: PASS$/m);
    expect(readdirSync(reports).filter((d) => d !== 'latest')).toHaveLength(1);
    expect(readdirSync(home)).toEqual([]);
    expect(existsSync(vitestFallback)).toBe(fallbackBefore);
    expect(readdirSync(temp).filter((f) => f.startsWith('pdc-vitest-'))).toEqual([]);
  }, 240_000);
});
