// Nothing left behind (issue 12): a creation whose answer never reaches the client (held by the proxy past the client's
// timeout, or in flight when the run is killed) is still deleted; SIGINT and SIGTERM clean up, then exit 130 and 143;
// after SIGKILL, `sweep` deletes everything, and only against the ledger's own target and key: a sweep of another
// target, with a wrong key or against a dead target, is refused or leaves the ledger open. Residue is counted by
// listing the reference behind the proxy afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerClosed } from '../../harness/cleanup.js';
import { startReference } from '../../reference/server.js';
import { type HostileProxy, startHostileProxy } from './hostile-proxy.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** A run that has not ended by then is a hang: the child is killed and the test fails. */
const RUN_LIMIT_MS = 240_000;
/** Two users checks that create users: a short run. */
const ONLY = 'users:USER-CREATE-CORE-201,users:USER-CREATE-WITHOUT-EMAIL,users:USER-ID-255-ACCEPTED';

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
}

/**
 * The CLI in its own process group (node with tsx's loader, no wrapper process that would relay a signal twice), so
 * that a signal can reach the run and its vitest worker together, as Ctrl-C in a terminal does.
 */
function startCli(args: string[], env: Record<string, string>, reportDir: string): { child: ChildProcess; ended: Promise<Ended> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'harness/cli.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CONFORMANCE_REPORT_DIR: reportDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const limit = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), RUN_LIMIT_MS);
  const ended = new Promise<Ended>((done) =>
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      done({ code, signal, out });
    }),
  );
  return { child, ended };
}

const cli = (args: string[], env: Record<string, string>, reportDir: string) => startCli(args, env, reportDir).ended;

function runDirOf(reportDir: string): string {
  const runs = readdirSync(reportDir).filter((d) => d !== 'latest' && existsSync(join(reportDir, d, 'ledger.jsonl')));
  expect(runs, `one run folder in ${reportDir}`).toHaveLength(1);
  return join(reportDir, runs[0]);
}

let proxy: HostileProxy;
let reportDir: string;
beforeAll(async () => {
  proxy = await startHostileProxy();
});
afterAll(async () => {
  await proxy?.close();
});
beforeEach(() => {
  proxy.mode = 'forward';
  proxy.holdCreations(0);
  reportDir = mkdtempSync(join(tmpdir(), 'pdc-cleanup-'));
});

describe('a creation whose answer never comes', () => {
  it('held past the client timeout in a complete run: found by the run prefix and deleted, the ledger closed', async () => {
    expect(await proxy.residue(), 'the reference starts clean').toEqual([]);
    const held = proxy.heldCount();
    proxy.holdCreations(1);
    const run = await cli(['run', '--only', ONLY], { ...proxy.env(), CONFORMANCE_TIMEOUT_MS: '3000' }, reportDir);
    expect(proxy.heldCount() - held, `no creation was held: the test proves nothing\n${run.out}`).toBe(1);
    expect(run.code, run.out).toBe(1); // the check whose creation timed out fails
    const cleanup = JSON.parse(readFileSync(join(runDirOf(reportDir), 'cleanup.json'), 'utf8'));
    expect(cleanup, run.out).toMatchObject({ clean: true, left: 0 });
    expect(cleanup.found, run.out).toBeGreaterThanOrEqual(1);
    expect(run.out).toMatch(/found by the run prefix and deleted/);
    expect(await proxy.residue(), run.out).toEqual([]);
  });
});

describe('a run ended by a signal while a creation is in flight', () => {
  for (const [signal, code, group] of [
    ['SIGINT', 130, true],
    ['SIGTERM', 143, false],
  ] as const) {
    it(`${signal}${group ? ' to the process group (Ctrl-C)' : ' to the run'}: cleans up, says so, exits ${code}, leaves nothing`, async () => {
      proxy.holdCreations(1);
      const before = proxy.heldCount();
      const { child, ended } = startCli(['run', '--only', 'users'], { ...proxy.env(), CONFORMANCE_TIMEOUT_MS: '4000' }, reportDir);
      while (proxy.heldCount() === before) await proxy.held();
      if (group) process.kill(-child.pid!, signal);
      else child.kill(signal);
      const run = await ended;
      expect(run.code, run.out).toBe(code);
      expect(run.out).toMatch(new RegExp(`${signal}: stopping the checks`));
      expect(run.out).toMatch(/^cleanup: \d+ deleted/m);
      expect(run.out).toMatch(/ended early: interrupted by/);
      expect(ledgerClosed(runDirOf(reportDir)), run.out).toBe(true);
      expect(await proxy.residue(), run.out).toEqual([]);
    });
  }
});

describe('a second signal', () => {
  it('aborts at once, says what may be left and prints the sweep command; that sweep leaves nothing', async () => {
    proxy.holdCreations(1);
    const before = proxy.heldCount();
    const { child, ended } = startCli(['run', '--only', 'users'], { ...proxy.env(), CONFORMANCE_TIMEOUT_MS: '60000' }, reportDir);
    while (proxy.heldCount() === before) await proxy.held();
    const said = new Promise<void>((resolve) => child.stdout?.on('data', (d) => String(d).includes('SIGTERM: stopping the checks') && resolve()));
    child.kill('SIGTERM');
    await said;
    child.kill('SIGTERM');
    const run = await ended;
    expect(run.code, run.out).toBe(143);
    expect(run.out).toMatch(
      /SIGTERM again: aborted before the cleanup ended; .* sweep it with: CONFORMANCE_API_KEY=… .*partner-dns-conformance sweep --base-url /,
    );
    expect(ledgerClosed(runDirOf(reportDir)), run.out).toBe(false);
    expect((await proxy.residue()).length, 'the aborted run left the user whose creation was in flight').toBeGreaterThan(0);
    const swept = await cli(['sweep'], proxy.env(), reportDir);
    expect(swept.code, swept.out).toBe(0);
    expect(await proxy.residue(), swept.out).toEqual([]);
  });
});

describe('SIGKILL, then sweep', () => {
  it('refuses a misdirected sweep, keeps the ledger open against a dead target, then deletes everything', async () => {
    proxy.holdCreations(1);
    const before = proxy.heldCount();
    const { child, ended } = startCli(['run', '--only', 'users'], { ...proxy.env(), CONFORMANCE_TIMEOUT_MS: '60000' }, reportDir);
    while (proxy.heldCount() === before) await proxy.held();
    process.kill(-child.pid!, 'SIGKILL');
    await ended;
    const runDir = runDirOf(reportDir);
    const left = await proxy.residue();
    expect(left.length, 'the killed run left the user whose creation was in flight').toBeGreaterThan(0);

    // A later run against another target (the embedded reference) in the same report folder leaves that ledger alone.
    const later = await cli(['run', '--only', 'catalogue:TLD-LIST-OK'], {}, reportDir);
    expect(later.code, later.out).toBe(0);
    expect(later.out).toMatch(new RegExp(`not swept: ${runDir.split('/').pop()} \\(it belongs to ${proxy.url}, not http://127\\.0\\.0\\.1:\\d+\\)`));
    expect(ledgerClosed(runDir), later.out).toBe(false);
    // Another target: refused before anything is sent.
    const other = await startReference({ host: '127.0.0.1', port: 0 });
    try {
      const f = other.fixtures;
      const elsewhere = await cli(
        ['sweep'],
        { CONFORMANCE_BASE_URL: other.url, CONFORMANCE_API_KEY: f.apiKey, CONFORMANCE_SECOND_API_KEY: f.secondApiKey, CONFORMANCE_FIXTURE_USER: f.fixtureUser },
        reportDir,
      );
      expect(elsewhere.code, elsewhere.out).toBe(2);
      expect(elsewhere.out).toMatch(new RegExp(`sweep refused: .*it belongs to ${proxy.url}, not ${other.url}`));
    } finally {
      await other.close();
    }
    // The right target with a wrong key: refused too.
    const wrongKey = await cli(['sweep'], { ...proxy.env(), CONFORMANCE_API_KEY: 'not-the-key-of-that-run' }, reportDir);
    expect(wrongKey.code, wrongKey.out).toBe(2);
    expect(wrongKey.out).toMatch(/sweep refused: .*primary key of fingerprint \w+, and the key given has fingerprint \w+/);
    expect(wrongKey.out).not.toContain('not-the-key-of-that-run');
    // A dead target: nothing can be confirmed gone, the ledger stays open, the command to run again is given.
    proxy.mode = 'drop';
    const dead = await cli(['sweep'], { ...proxy.env(), CONFORMANCE_TIMEOUT_MS: '2000' }, reportDir);
    expect(dead.code, dead.out).toBe(2);
    expect(dead.out).toMatch(
      /left on the target; sweep again once it answers: CONFORMANCE_API_KEY=… CONFORMANCE_SECOND_API_KEY=… partner-dns-conformance sweep/,
    );
    expect(ledgerClosed(runDir), dead.out).toBe(false);
    expect(await proxy.residue()).toEqual(left);

    proxy.mode = 'forward';
    const swept = await cli(['sweep'], proxy.env(), reportDir);
    expect(swept.code, swept.out).toBe(0);
    expect(swept.out).toMatch(/\(closed\)/);
    expect(ledgerClosed(runDir), swept.out).toBe(true);
    expect(await proxy.residue(), swept.out).toEqual([]);
  });
});
