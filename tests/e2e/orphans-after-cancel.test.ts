// Nothing left after a CI cancel (issue 28, delivery 4). A run is cancelled as GitHub Actions does it (SIGINT, SIGTERM
// 7.5 s later, SIGKILL 2.5 s after that, to the process group; real delays) while the §8 user-deletion window is spent,
// so its cleanup cannot finish; its run folder (and ledger) is then thrown away. Once that run is past its deadline
// (CONFORMANCE_RUN_DEADLINE_SECONDS, short here), a second run on the same keys starts, deletes its orphans and says so
// (console and report.json), while `sweep --orphans` runs beside it again and again and leaves its live resources alone
// (in process, for speed; the command line's once more at the end).
// The reference's store is then inspected directly: nothing carries a run prefix, and the second run has no failure.
// Takes about two minutes (the deadline has to pass): it runs with PDC_SELF_TEST=full (`npm run test:full`) only.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from '../../harness/commands/sweep.js';
import { parseConfig } from '../../harness/config.js';
import { leadingPrefix, orphanAgeMs, runStartOf } from '../../harness/orphans.js';
import { sleep } from '../../harness/pacer.js';
import { type RunningReference, startReference } from '../../reference/server.js';
import { FULL_SELF_TEST } from './self-test-breadth.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** Short enough to wait out in a test, long enough for the second run's checks (a few users checks) to end within it. */
const DEADLINE_S = 60;
/** The reference's §8 windows (the spec's minute): a spent user-deletion window can outlast the whole cancel sequence. */
const WINDOW_MS = 60_000;
/** What the cancel sequence needs of a spent window: SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after, and a margin. */
const CANCEL_MS = 15_000;
/** The second run: three users checks, which end well within DEADLINE_S. */
const SHORT = 'users:USER-CREATE-CORE-201,users:USER-CREATE-WITHOUT-EMAIL,users:USER-ID-255-ACCEPTED';
const HANG_MS = 300_000;

interface Ended {
  code: number | null;
  out: string;
}

function startCli(args: string[], env: Record<string, string>): { child: ChildProcess; ended: Promise<Ended> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'harness/cli.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const limit = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), HANG_MS);
  const ended = new Promise<Ended>((done) =>
    child.on('close', (code) => {
      clearTimeout(limit);
      done({ code, out });
    }),
  );
  return { child, ended };
}

/** What carries a run prefix in the reference's store, read directly (both keys: users, and every record). */
function residue(reference: RunningReference): string[] {
  const store = reference.parts.store as unknown as { users: Map<string, { user_identifier: string }>; records: Map<string, { name: string }> };
  const users = [...store.users.values()].map((u) => u.user_identifier);
  const records = [...store.records.values()].flatMap((r) => r.name.split('.'));
  return [...users, ...records].filter((name) => leadingPrefix(`${name}.`) !== undefined).sort();
}

/** Resolves once `test` holds, looked at every 200 ms; fails the test past `ms`. */
async function until(what: string, test: () => boolean, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/**
 * Spends each key's user-deletion window (DELETEs of users no one has, until 429) so that it stays spent for at least
 * CANCEL_MS: a window about to reset is waited out and the next one spent from its start.
 */
async function spendUserDeletion(reference: RunningReference, keys: string[]): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    let resetAt = Number.POSITIVE_INFINITY;
    for (const key of keys) {
      for (let i = 0; ; i++) {
        const res = await fetch(`${reference.url}/api/v1/users/nobody-${i}`, { method: 'DELETE', headers: { Authorization: `Bearer ${key}` } });
        if (res.status !== 429) continue;
        resetAt = Math.min(resetAt, Number(res.headers.get('x-ratelimit-reset')) * 1000);
        break;
      }
    }
    expect(Number.isFinite(resetAt), 'a spent window says when it resets').toBe(true);
    if (resetAt - Date.now() >= CANCEL_MS) return;
    await sleep(Math.max(0, resetAt - Date.now()) + 500);
  }
  throw new Error('the user-deletion windows could not be spent for the cancel sequence');
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

let reference: RunningReference;
let reportDir: string;
beforeAll(async () => {
  reference = await startReference({ windowMs: WINDOW_MS, host: '127.0.0.1', port: 0 });
  reportDir = mkdtempSync(join(tmpdir(), 'pdc-orphans-'));
});
afterAll(async () => {
  await reference?.close();
  rmSync(reportDir, { recursive: true, force: true });
});

describe.skipIf(!FULL_SELF_TEST)('a run cancelled as CI does, its workspace thrown away', () => {
  it('leaves nothing once the next run and `sweep --orphans` beside it have run; the next run has no failure', async () => {
    const f = reference.fixtures;
    const env = {
      CONFORMANCE_BASE_URL: reference.url,
      CONFORMANCE_API_KEY: f.apiKey,
      CONFORMANCE_SECOND_API_KEY: f.secondApiKey,
      CONFORMANCE_FIXTURE_USER: f.fixtureUser,
      CONFORMANCE_FOREIGN_DOMAIN_ID: f.foreignDomainId,
      CONFORMANCE_REPORT_DIR: reportDir,
      CONFORMANCE_RUN_DEADLINE_SECONDS: String(DEADLINE_S),
    };
    expect(residue(reference), 'the reference starts clean').toEqual([]);

    // 1. The first run creates users; the user-deletion window of both keys is spent; the cancel sequence follows.
    const first = startCli(['run', '--only', 'users'], env);
    await until('the first run to create a user', () => residue(reference).length >= 3);
    await spendUserDeletion(reference, [f.apiKey, f.secondApiKey]);
    killGroup(first.child, 'SIGINT');
    await sleep(7_500);
    killGroup(first.child, 'SIGTERM');
    await sleep(2_500);
    killGroup(first.child, 'SIGKILL');
    const cancelled = await first.ended;
    expect(cancelled.out).toMatch(/SIGINT: stopping the checks/);
    const left = residue(reference);
    expect(left.length, `the cancelled run left what it created\n${cancelled.out}`).toBeGreaterThan(0);
    const orphanPrefix = leadingPrefix(`${left[0]}.`)!;

    // 2. The workspace is thrown away, ledger included.
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir);

    // 3. Once the first run is past its deadline (and the sixth beyond), the second run starts; sweeps run beside it.
    const bound = runStartOf(orphanPrefix)! + orphanAgeMs(DEADLINE_S * 1000) + 1_000;
    await sleep(Math.max(0, bound - Date.now()));
    const second = startCli(['run', '--only', SHORT], env);
    let secondDone = false;
    const secondEnded = second.ended.then((r) => {
      secondDone = true;
      return r;
    });
    await until('the second run to create a user', () => residue(reference).some((n) => !n.startsWith(orphanPrefix)));
    // In process, so that several sweeps run while the second run's users exist; the command line's once it has ended.
    const sweeps: Ended[] = [];
    while (!secondDone) {
      const lines: string[] = [];
      const code = await sweep(parseConfig(env), (l) => lines.push(l), { orphans: true });
      sweeps.push({ code, out: lines.join('\n') });
    }
    const run = await secondEnded;
    sweeps.push(await startCli(['sweep', '--orphans'], env).ended);

    expect(run.code, run.out).toBe(0);
    expect(run.out).toMatch(
      new RegExp(`^orphans \\(runs started more than \\d+ s ago, ledger gone\\): [1-9]\\d* removed of 1 earlier run\\(s\\) \\(${orphanPrefix}\\)`, 'm'),
    );
    const runDir = readdirSync(reportDir).find((d) => existsSync(join(reportDir, d, 'report.json')))!;
    const report = JSON.parse(readFileSync(join(reportDir, runDir, 'report.json'), 'utf8'));
    expect(report.summary.failed, run.out).toBe(0);
    expect(report.cleanup.orphansAtStart).toMatchObject({ prefixes: [orphanPrefix], left: [] });
    expect(report.cleanup.orphansAtStart.removed).toBeGreaterThan(0);
    expect(sweeps.length, 'at least one sweep ran beside the second run').toBeGreaterThan(0);
    for (const s of sweeps) expect(s.code, s.out).toBe(0);
    expect(
      sweeps.some((s) => /of runs still within their deadline left alone/.test(s.out)),
      `a sweep saw the second run's resources and left them alone\n${sweeps.map((s) => s.out).join('\n')}`,
    ).toBe(true);
    expect(residue(reference), `${run.out}\n${sweeps.map((s) => s.out).join('\n')}`).toEqual([]);
  });
});
