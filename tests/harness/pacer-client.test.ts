// The client and its pacer against a tiny loopback server enforcing a per-key limit in fixed windows, on a fake clock
// the server shares (its Date header and X-RateLimit-Reset follow it, optionally skewed): no 429 for a lone client,
// 429s waited out and retried (never returned) when two clients share the key, and no confusion between credentials.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Api } from '../../harness/client.js';
import { Pacer, type PacerClock } from '../../harness/pacer.js';
import { fakeClock } from './fake-clock.js';

const WINDOW_MS = 60_000;

interface Target {
  url: string;
  server: Server;
  /** Status of every request, in order, with the credential. */
  seen: Array<{ auth: string; status: number; at: number }>;
}

let target: Target | undefined;

/** Fixed windows aligned to the epoch of the server's clock (ours + skewMs), `limit` per credential. */
async function startTarget(clock: PacerClock, limit: number, skewMs = 0): Promise<Target> {
  const counters = new Map<string, { start: number; count: number }>();
  const seen: Target['seen'] = [];
  const server = createServer((req, res) => {
    const now = clock.now() + skewMs;
    const auth = req.headers.authorization ?? 'anonymous';
    const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    let c = counters.get(auth);
    if (!c || c.start !== start) {
      c = { start, count: 0 };
      counters.set(auth, c);
    }
    c.count += 1;
    const allowed = c.count <= limit;
    res.setHeader('Date', new Date(now).toUTCString());
    res.setHeader('X-RateLimit-Limit', String(limit));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, limit - c.count)));
    res.setHeader('X-RateLimit-Reset', String((start + WINDOW_MS) / 1000));
    res.setHeader('Content-Type', 'application/json');
    const status = allowed ? 200 : 429;
    seen.push({ auth, status, at: now });
    res.statusCode = status;
    res.end(JSON.stringify(allowed ? { ok: true } : { error: { code: 'rate_limit_exceeded', message: 'slow down' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  target = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen };
  return target;
}

afterEach(async () => {
  await new Promise<void>((r) => (target ? target.server.close(() => r()) : r()));
  target = undefined;
});

const sink = { record() {} };
const del = (api: Api, i: number, auth?: 'none') => api.call('deleteUser', { params: { user_identifier: `u${i}` }, ...(auth ? { auth } : {}) });

describe('client pacing against a target enforcing a limit', () => {
  it('runs 12 requests through a limit of 5 a window with no 429: two waits, each to the reset', async () => {
    const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 10));
    const t = await startTarget(clock, 5);
    const pacer = new Pacer({ clock });
    const api = new Api(t.url, 'key-a', sink, pacer, 5000);
    const start = clock.t;
    for (let i = 0; i < 12; i++) expect((await del(api, i)).status).toBe(200);
    expect(t.seen.every((s) => s.status === 200)).toBe(true);
    expect(api.stats.retriedAfter429).toBe(0);
    expect(pacer.events.waits).toBe(2);
    // Started 10 s into a window: the 12th request goes out in the third window, right at its start.
    expect(clock.t - start).toBeGreaterThanOrEqual(110_000);
    expect(clock.t - start).toBeLessThan(111_000);
    expect(api.stats.byGroup).toEqual({ user_deletion: 12 });
  });

  it('shares a key with another client (a second shard): 429s are waited out and retried, never returned', async () => {
    const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 0));
    const t = await startTarget(clock, 5);
    const a = new Api(t.url, 'shared', sink, new Pacer({ clock }), 5000);
    const b = new Api(t.url, 'shared', sink, new Pacer({ clock }), 5000);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await del(a, i)).status);
      statuses.push((await del(b, i)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const retried = a.stats.retriedAfter429 + b.stats.retriedAfter429;
    expect(retried).toBeGreaterThan(0);
    expect(t.seen.filter((s) => s.status === 429)).toHaveLength(retried);
    // Every retry waited for the window to reset: never more than one 429 per client per window.
    const perWindow = new Map<number, number>();
    for (const s of t.seen.filter((x) => x.status === 429)) perWindow.set(Math.floor(s.at / WINDOW_MS), (perWindow.get(Math.floor(s.at / WINDOW_MS)) ?? 0) + 1);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(2);
  });

  it('waits for a second window when another shard took the one it waited for, while its check has time', async () => {
    const run = async (deadlineMs: number | undefined) => {
      const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 20));
      const t = await startTarget(clock, 2);
      const a = new Api(t.url, 'shared', sink, new Pacer({ clock }), 5000);
      const b = new Api(t.url, 'shared', sink, new Pacer({ clock }), 5000);
      await del(a, 1);
      await del(a, 2); // a has spent the window
      let raced = false;
      const sleep = clock.sleep;
      clock.sleep = async (ms: number) => {
        await sleep(ms);
        if (!raced) {
          raced = true; // the window resets while a waits, and b spends the new one first
          await del(b, 1);
          await del(b, 2);
        }
      };
      if (deadlineMs !== undefined) a.deadline = clock.t + deadlineMs;
      const res = await del(a, 3);
      await new Promise<void>((r) => t.server.close(() => r()));
      target = undefined;
      return { status: res.status, retried: a.stats.retriedAfter429 };
    };
    // Within a check (deadline: its timeout less a margin): 40 s for the window, then 60 s for the next one.
    expect(await run(110_000)).toEqual({ status: 200, retried: 1 });
    // Outside a check: one longest wait in all, then the target's 429 is the answer.
    expect(await run(undefined)).toEqual({ status: 429, retried: 0 });
  });

  it("is not misled by requests without the key: their window is not the key's", async () => {
    const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 0));
    const t = await startTarget(clock, 3);
    const api = new Api(t.url, 'key-a', sink, new Pacer({ clock }), 5000);
    for (let i = 0; i < 3; i++) await del(api, i);
    await del(api, 99, 'none'); // the anonymous window is fresh: Remaining 2
    expect((await del(api, 3)).status).toBe(200);
    expect(t.seen.filter((s) => s.status === 429)).toEqual([]);
    expect(api.stats.byGroup).toEqual({ user_deletion: 4 });
  });

  for (const skew of [-10_000, 10_000]) {
    it(`keeps to the target's windows when its clock is ${skew / 1000} s off ours`, async () => {
      const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 30, 250));
      const t = await startTarget(clock, 5, skew);
      const pacer = new Pacer({ clock });
      const api = new Api(t.url, 'key-a', sink, pacer, 5000);
      for (let i = 0; i < 12; i++) {
        await del(api, i);
        clock.t += 40; // the checks' own time between requests
      }
      expect(t.seen.filter((s) => s.status === 429)).toEqual([]);
      expect(api.stats.retriedAfter429).toBe(0);
      // And no wait much longer than needed: each ends within ~1 s of the target's reset.
      const waits = pacer.events.waitedMs / pacer.events.waits;
      expect(pacer.events.waits).toBe(2);
      expect(waits).toBeLessThan(WINDOW_MS + 1500);
    });
  }
});
