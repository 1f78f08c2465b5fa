// Robustness against a broken target. The conformance CLI runs against a proxy (broken-target.ts) that forwards to a
// reference server and breaks chosen operations of a small area: never answering, resetting the connection, invalid
// JSON labelled JSON, a huge body, an HTML error page, a 500, hostile rate-limit headers. Each run must end in bounded
// time (a run killed at the limit fails the test) with exit 1, fail every check of a broken operation with a clear
// message and a reproduction showing the broken exchange, print no stack trace, keep memory bounded, and still write
// report.json after the final cleanup. Also: far-ahead Resets and a gzip bomb through the client on its own, and a
// broken fixture discovery or a target that is not listening or does not speak HTTP (exit 2, one message, no check).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, TransportError } from '../../harness/client.js';
import { DEFAULT_MAX_WAIT_MS, Pacer } from '../../harness/pacer.js';
import { fakeClock } from '../harness/fake-clock.js';
import { hostileResets, startBrokenTarget, type BrokenTarget, type BrokenTargetOptions, type Misbehaviour } from './broken-target.js';
import type { CheckResult, Report } from '../../harness/report-model.js';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
/**
 * Per-request timeout where the target answers: the run's default, so that a slow answer on a busy machine is never
 * taken for a broken target (a 1.5 s timeout here once failed the file on a loaded two-core machine).
 */
const TIMEOUT_MS = 10_000;
/** Where the target never answers (hang, accepts and says nothing): how long each such request waits, nothing more. */
const HANG_TIMEOUT_MS = 5000;
/**
 * A run that has not ended by then is a hang: the child is killed and the test fails. Runs here end in 10-40 s on an
 * idle machine; the limit leaves room for a machine several times busier, and stays under the test's own timeout.
 */
const RUN_LIMIT_MS = 300_000;
const MiB = 1024 * 1024;
const STACK_TRACE = /\n\s+at .+[(:]\d+|^\s+at /m;

interface ProcessPeak {
  pid: number;
  cmd: string;
  peakKiB: number;
}

interface WatchedRun {
  exitCode: number | null;
  /** The child outlived RUN_LIMIT_MS and was killed. */
  killed: boolean;
  wallMs: number;
  stdout: string;
  stderr: string;
  report?: Report;
  /** Peak resident memory of every process of the run's tree (Linux /proc), when asked for. */
  peaks: ProcessPeak[];
}

/** Children of each pid, from /proc/<pid>/stat. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

function readPeak(pid: number): ProcessPeak | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
    if (!hwm) return undefined;
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return { pid, cmd, peakKiB: Number(hwm[1]) };
  } catch {
    return undefined;
  }
}

/** Runs the CLI as a user would, in a fresh report folder; killed (with its whole process group) past the limit. */
function runWatched(args: string[], env: Record<string, string>, options: { measureMemory?: boolean } = {}): Promise<WatchedRun> {
  const reportDir = mkdtempSync(join(tmpdir(), 'pdc-robust-'));
  const started = Date.now();
  return new Promise((done, reject) => {
    const child = spawn(TSX, [join(ROOT, 'harness/cli.ts'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CONFORMANCE_REPORT_DIR: reportDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a hung run is killed with every process it started
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    const peaks = new Map<number, ProcessPeak>();
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const poll =
      options.measureMemory && existsSync('/proc/self/status')
        ? setInterval(() => {
            for (const pid of processTree(child.pid!)) {
              const p = readPeak(pid);
              if (p && p.peakKiB > (peaks.get(pid)?.peakKiB ?? 0)) peaks.set(pid, p);
            }
          }, 50)
        : undefined;
    const timer = setTimeout(() => {
      killed = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, RUN_LIMIT_MS);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      const runs = existsSync(reportDir) ? readdirSync(reportDir).filter((d) => d !== 'latest' && existsSync(join(reportDir, d, 'report.json'))) : [];
      const runDir = runs.length ? join(reportDir, runs.sort().at(-1)!) : undefined;
      const report = runDir ? (JSON.parse(readFileSync(join(runDir, 'report.json'), 'utf8')) as Report) : undefined;
      done({ exitCode, killed, wallMs: Date.now() - started, stdout, stderr, report, peaks: [...peaks.values()] });
    });
  });
}

/** One broken operation of a run and what its checks must say. */
interface Broken {
  mode: Misbehaviour;
  /** The broken operation: its id, method and path pattern. */
  operationId: string;
  method: string;
  path: RegExp;
  /** What the message of every check of that operation must say. */
  message: RegExp;
}

/** One CLI run against a target that breaks one or two operations of a small area, each in its own way. */
interface Case {
  area: string;
  broken: Broken[];
  /** At least this many checks of the area pass (the run went on past the broken operations). */
  minPassed?: number;
  /** The run's per-request timeout; default TIMEOUT_MS. */
  timeoutMs?: number;
  options?: Omit<BrokenTargetOptions, 'rules'>;
}

const TLDS = /^\/api\/v1\/domains\/tlds$/;
const AVAILABILITY = /^\/api\/v1\/domains\/availability\/[^/]+$/;
const DNS_LIST = /^\/api\/v1\/domains\/[^/]+\/dns$/;
const tlds = { operationId: 'listTlds', method: 'GET', path: TLDS };
const availability = { operationId: 'checkAvailability', method: 'GET', path: AVAILABILITY };

// The catalogue has two operations, used by no other check of the area: each run breaks both, in two different ways,
// which keeps the file short on two cores. The DNS list is used by many dns-records checks besides its own.
const CASES: Case[] = [
  {
    area: 'catalogue',
    broken: [
      { mode: 'hang', ...tlds, message: new RegExp(`GET /api/v1/domains/tlds: no response within ${HANG_TIMEOUT_MS} ms \\(timeout\\)`) },
      { mode: 'reset', ...availability, message: /GET \/api\/v1\/domains\/availability\/\{domain_name\}: (ECONNRESET|socket hang up)/ },
    ],
    timeoutMs: HANG_TIMEOUT_MS,
  },
  {
    area: 'catalogue',
    broken: [
      { mode: 'huge-body', ...tlds, message: /GET \/api\/v1\/domains\/tlds: response body larger than 5242880 bytes/ },
      { mode: 'html-error', ...availability, message: /received 502 <!DOCTYPE html>/ },
    ],
  },
  {
    area: 'catalogue',
    broken: [
      // Resets that are negative, not a number, out of range or empty: the client backs off (1 s, 2 s, 4 s), then
      // gives the check the 429. Far-ahead ones are bounded by the longest wait (65 s): on a fake clock below.
      { mode: 'hostile-headers', ...tlds, message: /GET \/api\/v1\/domains\/tlds: expected 200[^,]*, received 429 \{"error":"rate_limit_exceeded"/ },
      { mode: 'status-500', ...availability, message: /received 500 \{"error":"internal_error"/ },
    ],
    options: { resets: hostileResets().other },
  },
  {
    area: 'dns-records',
    broken: [
      {
        mode: 'invalid-json',
        operationId: 'listDnsRecords',
        method: 'GET',
        path: DNS_LIST,
        message: /expected a JSON body \(§1\), received 200 \{|body is in neither documented error format \(§7\): body is not JSON/,
      },
    ],
    minPassed: 1,
  },
];

describe('a target that breaks an operation', () => {
  let target: BrokenTarget | undefined;
  afterEach(async () => {
    await target?.close();
    target = undefined;
  });

  for (const c of CASES) {
    const what = c.broken.map((b) => `${b.mode} on ${b.method} ${b.path.source}`).join(', ');
    it(`${what}: the checks that met it fail clearly, the run ends and cleans up`, async () => {
      target = await startBrokenTarget({ rules: c.broken.map(({ mode, method, path }) => ({ mode, method, path })), ...c.options });
      const huge = c.broken.some((b) => b.mode === 'huge-body');
      const run = await runWatched(
        ['run', '--only', c.area, '--seed', '20261121'],
        { ...target.env(), CONFORMANCE_TIMEOUT_MS: String(c.timeoutMs ?? TIMEOUT_MS) },
        { measureMemory: huge },
      );
      const context = `${what}: exit ${run.exitCode} in ${run.wallMs} ms\n--- stdout\n${run.stdout.slice(-3000)}\n--- stderr\n${run.stderr.slice(-3000)}`;

      expect(run.killed, `the run did not end within ${RUN_LIMIT_MS} ms\n${context}`).toBe(false);
      for (const b of c.broken) {
        expect(
          target.stats.broken.filter((x) => x.mode === b.mode).length,
          `the proxy never saw ${b.operationId}: the test proves nothing\n${context}`,
        ).toBeGreaterThan(0);
      }
      expect(run.exitCode, context).toBe(1);
      expect(run.stderr, context).not.toMatch(STACK_TRACE);
      expect(run.stdout, context).not.toMatch(STACK_TRACE);

      if (huge) {
        if (run.peaks.length) {
          const table = run.peaks.map((p) => `${p.pid} ${Math.round(p.peakKiB / 1024)} MiB ${p.cmd.slice(0, 160)}`).join('\n');
          // The checks run in vitest's fork worker: that is where the body arrived. Unbounded, it peaks near 300 MiB.
          const worker = run.peaks.filter((p) => /vitest/.test(p.cmd) && !/harness\/cli\.ts/.test(p.cmd));
          expect(worker.length, `no vitest worker seen among\n${table}`).toBeGreaterThan(0);
          for (const p of worker) expect(p.peakKiB * 1024, `worker peak memory\n${table}`).toBeLessThan(256 * MiB);
          for (const p of run.peaks) expect(p.peakKiB * 1024, `peak memory\n${table}`).toBeLessThan(768 * MiB);
        }
        // The client stopped reading at MAX_RESPONSE_BYTES: the proxy had 256 MiB to send and was abandoned early.
        expect(target.stats.hugeAbandoned, context).toBeGreaterThan(0);
        expect(target.stats.hugeCompleted, context).toBe(0);
        expect(target.stats.hugeBytesSent, context).toBeLessThan(64 * MiB);
      }

      const report = run.report!;
      expect(report, `no report.json\n${context}`).toBeDefined();
      expect(report.errors, context).toEqual([]);
      expect(report.cleanup, context).toBeDefined();
      expect(report.cleanup.failed, context).toEqual([]);
      expect(report.summary.passed, context).toBeGreaterThanOrEqual(c.minPassed ?? 0);

      // Every failure of the run, not only those of the broken operations: a clear message and its reproduction.
      for (const k of report.checks.filter((x) => x.status === 'failed')) {
        expect(k.message, k.id).not.toMatch(STACK_TRACE);
        expect(k.reproduction?.length, `${k.id}: no reproduction (${k.message})`).toBeGreaterThan(0);
      }
      // 429s are retried at most three times, then handed to the check.
      const hostile = target.stats.broken.filter((x) => x.mode === 'hostile-headers').length;
      expect(hostile, context).toBeLessThanOrEqual(4 * report.checks.filter((k) => k.operationId === 'listTlds' && k.status !== 'skipped').length);

      for (const b of c.broken) {
        const mine = report.checks.filter((k: CheckResult) => k.area === c.area && k.operationId === b.operationId);
        expect(mine.length, context).toBeGreaterThan(0);
        for (const k of mine) {
          expect(k.status, `${b.mode}: ${k.id} ${k.status}: ${k.message}`).toBe('failed');
          expect(k.message, `${b.mode}: ${k.id}`).toMatch(b.message);
          expect(k.message, k.id).not.toMatch(STACK_TRACE);
          expect(k.reproduction?.length, `${k.id}: no reproduction`).toBeGreaterThan(0);
          const shown = k.reproduction!.filter((r) => r.request.method === b.method && b.path.test(new URL(r.request.url).pathname));
          expect(shown.length, `${k.id}: the reproduction does not show the broken exchange: ${JSON.stringify(k.reproduction)}`).toBeGreaterThan(0);
          expect(shown.at(-1)!.curl, k.id).toMatch(/^curl /);
        }
      }
    });
  }
});

describe('hostile rate-limit headers on a fake clock', () => {
  // check()'s own timeout: a call that waits longer outlives its check, which then fails on vitest's timeout while
  // the call goes on sleeping and sends its retry in the middle of a later check.
  const CHECK_TIMEOUT_MS = 120_000;

  it('a 429 whose Reset is years ahead: every call returns the 429 within one longest wait, never outliving its check', async () => {
    const target = await startBrokenTarget({ rules: [{ mode: 'hostile-headers', method: 'GET', path: TLDS }], resets: hostileResets().farAhead });
    try {
      const clock = fakeClock(Date.now());
      const api = new Api(target.url, target.reference.fixtures.apiKey, { record() {} }, new Pacer({ clock }), TIMEOUT_MS);
      for (let i = 0; i < 4; i++) {
        const before = clock.t;
        const res = await api.call('listTlds');
        expect(res.status).toBe(429);
        expect(clock.t - before, `call ${i} waited ${clock.t - before} ms: ${JSON.stringify(clock.slept)}`).toBeLessThanOrEqual(DEFAULT_MAX_WAIT_MS + 1000);
        expect(clock.t - before).toBeLessThan(CHECK_TIMEOUT_MS);
      }
      for (const ms of clock.slept) expect(ms).toBeLessThanOrEqual(DEFAULT_MAX_WAIT_MS);
    } finally {
      await target.close();
    }
  });
});

describe('a decompression bomb', () => {
  it('a few KiB of gzip that inflate to 1 GiB: the client stops at MAX_RESPONSE_BYTES of inflated body', async () => {
    const target = await startBrokenTarget({ rules: [{ mode: 'gzip-bomb', method: 'GET', path: TLDS }], hugeBytes: 1024 * MiB });
    try {
      const api = new Api(target.url, target.reference.fixtures.apiKey, { record() {} }, new Pacer(), TIMEOUT_MS);
      const error = await api.call('listTlds').then(
        (res) => new Error(`answered ${res.status} with ${res.text.length} characters`),
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toMatch(/response body larger than 5242880 bytes/);
      // The whole bomb is small enough to sit in socket buffers: what matters is that the client stopped inflating.
      expect(target.stats.hugeBytesSent).toBeLessThan(8 * MiB);
    } finally {
      await target.close();
    }
  });
});

describe('a target whose fixture discovery is broken', () => {
  it('invalid JSON from GET /users/{fixture}/domains: one message naming the broken body, exit 2, no check run', async () => {
    const target = await startBrokenTarget({ rules: [{ mode: 'invalid-json', method: 'GET', path: /^\/api\/v1\/users\/[^/]+\/domains$/ }] });
    try {
      const run = await runWatched(['run', '--only', 'catalogue', '--seed', '20261121'], { ...target.env(), CONFORMANCE_TIMEOUT_MS: String(TIMEOUT_MS) });
      const context = `exit ${run.exitCode} in ${run.wallMs} ms\n--- stdout\n${run.stdout.slice(-3000)}\n--- stderr\n${run.stderr.slice(-3000)}`;
      expect(run.killed, context).toBe(false);
      expect(target.stats.broken.length, context).toBeGreaterThan(0);
      expect(run.exitCode, context).toBe(2);
      expect(run.stderr, context).not.toMatch(STACK_TRACE);
      const lines = run.stderr
        .trim()
        .split('\n')
        .filter((l) => !/^npm warn/.test(l));
      expect(lines, context).toHaveLength(1);
      // The setup is not at fault here, the target is: but no check can be assessed without the fixture domain.
      expect(lines[0], context).toMatch(/^setup error: the target does not speak JSON: GET .*\/api\/v1\/users\/[^/]+\/domains answered 200/);
      expect(run.report, context).toBeUndefined();
    } finally {
      await target.close();
    }
  });
});

describe('a target that cannot be used at all', () => {
  it('not listening: exit 2, one message naming the URL and ECONNREFUSED, no stack trace', async () => {
    // A port that was free a moment ago: bind it, note it, close it.
    const probe = createNetServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const run = await runWatched(['run', '--only', 'catalogue'], {
      CONFORMANCE_BASE_URL: `http://127.0.0.1:${port}`,
      CONFORMANCE_API_KEY: 'sk_x_12345678',
      CONFORMANCE_FIXTURE_USER: 'owner',
      CONFORMANCE_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const context = `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
    expect(run.killed, context).toBe(false);
    expect(run.exitCode, context).toBe(2);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => !/^npm warn/.test(l));
    expect(lines, context).toHaveLength(1);
    expect(lines[0], context).toMatch(/ECONNREFUSED/);
    expect(lines[0], context).toContain(`127.0.0.1:${port}`);
    expect(run.stderr, context).not.toMatch(STACK_TRACE);
  });

  for (const [name, behave] of [
    ['writes garbage and closes', (s: Socket) => s.end('SSH-2.0-OpenSSH_9.6\r\n\u0000\u00ff garbage that is not HTTP\r\n')],
    ['accepts and says nothing', (_s: Socket) => undefined],
  ] as const) {
    it(`answers but not in HTTP (${name}): exit 2 with one clear message, never a crash or a hang`, async () => {
      // A target that says nothing is waited on for the timeout and no longer.
      const timeoutMs = name === 'accepts and says nothing' ? HANG_TIMEOUT_MS : TIMEOUT_MS;
      const sockets = new Set<Socket>();
      const server = createNetServer((s) => {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
        s.once('data', () => behave(s));
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      const port = (server.address() as AddressInfo).port;
      try {
        const run = await runWatched(['run', '--only', 'catalogue'], {
          CONFORMANCE_BASE_URL: `http://127.0.0.1:${port}`,
          CONFORMANCE_API_KEY: 'sk_x_12345678',
          CONFORMANCE_FIXTURE_USER: 'owner',
          CONFORMANCE_TIMEOUT_MS: String(timeoutMs),
        });
        const context = `exit ${run.exitCode} in ${run.wallMs} ms\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
        expect(run.killed, context).toBe(false);
        expect(run.exitCode, context).toBe(2);
        const lines = run.stderr
          .trim()
          .split('\n')
          .filter((l) => !/^npm warn/.test(l));
        expect(lines, context).toHaveLength(1);
        expect(lines[0], context).toMatch(/^target http:\/\/127\.0\.0\.1:\d+ not reachable: GET \/api\/v1\/users\/\{user_identifier\}\/domains: /);
        expect(lines[0], context).toMatch(/Parse Error|socket hang up|ECONNRESET|timeout/);
        expect(run.stderr, context).not.toMatch(STACK_TRACE);
      } finally {
        await new Promise<void>((r) => {
          server.close(() => r());
          for (const s of sockets) s.destroy();
        });
      }
    });
  }
});
