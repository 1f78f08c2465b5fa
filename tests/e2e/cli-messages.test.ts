// tests/e2e/cli-messages.test.ts: small things a newcomer meets, each one line of the tool's own and the documented exit code: a busy
// reference port, an unwritable report folder, an empty CONFORMANCE_BASE_URL, an old Node; and "running 1 suite file" in the singular.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const ROOT = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'pdc-cli-messages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** One message of the tool's own: no stack trace, no colour codes. */
function expectOneMessage(text: string): void {
  expect(text).not.toMatch(/^\s+at /m);
  expect(text).not.toContain('\x1b[');
}

/** A Node older than package.json's engines on this machine (Debian's), if there is one. */
function olderNode(): string | undefined {
  for (const node of ['/usr/bin/node', '/usr/bin/nodejs']) {
    try {
      const [major, minor] = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim().split('.').map(Number);
      if (major! < 22 || (major === 22 && minor! < 12)) return node;
    } catch {}
  }
  return undefined;
}

describe('one message, the documented exit code', () => {
  it('reference --port on a port in use', async () => {
    const busy: Server = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (busy.address() as { port: number }).port;
      const run = await runCli(['reference', '--port', String(port)], {}, 60_000);
      expect(run.exitCode).toBe(2);
      expect(run.stderr.trim()).toBe(`port ${port} on 127.0.0.1 is in use (EADDRINUSE): give another --port, or --port 0 for a free one`);
      expectOneMessage(run.stderr);
    } finally {
      await new Promise<void>((r) => busy.close(() => r()));
    }
  });

  it('a report folder that cannot be written names CONFORMANCE_REPORT_DIR', async () => {
    const file = join(work, 'a-file');
    writeFileSync(file, '');
    const run = await runCli(['run', '--only', 'catalogue'], { CONFORMANCE_REPORT_DIR: join(file, 'reports') }, 120_000);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^configuration error: CONFORMANCE_REPORT_DIR: cannot write the run folder .* \(ENOTDIR\): give a folder you can write/m);
    expectOneMessage(run.stderr);
  });

  it('an empty CONFORMANCE_BASE_URL is an error, not a quiet run against the embedded reference', async () => {
    const run = await runCli(['run'], { CONFORMANCE_BASE_URL: '' }, 60_000);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^configuration error: CONFORMANCE_BASE_URL: is set but empty/m);
    expect(run.stdout).not.toContain('embedded reference');
  });

  it('says "running 1 suite file" in the singular', async () => {
    const run = await runCli(['run', '--only', 'catalogue'], {}, 120_000);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^running 1 suite file$/m);
  });

  it.skipIf(!olderNode())('on a Node older than engines, the tool says so itself and exits 2 (needs an older node on the machine)', () => {
    const old = spawnSync(olderNode()!, [join(ROOT, 'bin', 'partner-dns-conformance.js'), 'run'], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
    expect(old.status).toBe(2);
    expect(old.stdout).toBe('');
    expect(old.stderr).toMatch(/^partner-dns-conformance needs Node\.js 22\.12 or later; this is Node\.js 20\.\d+\.\d+ .*\n$/);
    expect(old.stderr.trim().split('\n')).toHaveLength(1);
    expectOneMessage(old.stderr);
  });
});
