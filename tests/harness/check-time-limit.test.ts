// A check's clock (harness/check-time-limit.ts) on a fake clock: waits the pacer imposes for §8 quota stop it, time with the target runs
// it down, a wait past the check's quota allowance ends the check not assessed (the pacer left as it was), and an expiry names the request
// that was slow (issue 32).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Api } from '../../harness/client.js';
import { CheckTimeLimit, QuotaNotInTime, TargetTimeExpired, type TimeLimitClock } from '../../harness/check-time-limit.js';
import { Pacer, type PacerClock } from '../../harness/pacer.js';
import { fakeClock } from './fake-clock.js';

/** The fake clock with timers: sleeping (the pacer's waits) fires every timer due on the way, at its own time. */
function timedClock() {
  const c = fakeClock();
  const timers: Array<{ at: number; fn: () => void; live: boolean }> = [];
  const advance = (ms: number) => {
    const end = c.t + ms;
    for (;;) {
      const due = timers.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      c.t = Math.max(c.t, due.at);
      due.live = false;
      due.fn();
    }
    c.t = end;
  };
  const limitClock: TimeLimitClock = {
    now: () => c.t,
    after: (ms, fn) => {
      const timer = { at: c.t + ms, fn, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
  };
  const pacerClock: PacerClock = { now: () => c.t, sleep: async (ms) => advance(ms) };
  return { c, advance, limitClock, pacerClock };
}

/** The answer of a window spent to its last request, resetting `inMs` from now (§8: X-RateLimit-Remaining 0). */
const spent = (now: number, inMs: number) => ({
  'x-ratelimit-limit': '60',
  'x-ratelimit-remaining': '0',
  'x-ratelimit-reset': String(Math.ceil((now + inMs) / 1000)),
  date: new Date(now).toUTCString(),
});

/** Settles a promise on the fake clock: whether it rejected, and with what. */
async function outcome(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => 'resolved',
    (e: unknown) => e,
  );
}

describe("a check's time limit measures the target, not the quota", () => {
  it('four window waits of a minute each (four times the 120-s limit together) leave the check its whole time with the target', async () => {
    const { c, limitClock, pacerClock } = timedClock();
    const limit = new CheckTimeLimit({ targetMs: 120_000, quotaMs: 600_000, clock: limitClock });
    const pacer = new Pacer({ clock: pacerClock });
    for (let i = 0; i < 4; i++) {
      pacer.afterResponse('dns-bulk', spent(c.t, 60_000), c.t, c.t);
      const waited = await pacer.beforeRequest('dns-bulk', limit);
      expect(waited).toBeGreaterThan(55_000);
      const answered = limit.sending('POST /api/v1/domains/d1/dns/bulk');
      c.t += 500; // the target's answer
      answered();
    }
    expect(limit.endedBy).toBeUndefined();
    expect(limit.quotaWaitedMs).toBeGreaterThan(4 * 55_000);
    expect(limit.targetMs).toBe(2000);
    expect(Object.keys(limit.quotaWaitByGroup())).toEqual(['dns-bulk']);
    expect(limit.quotaWaitByGroup()['dns-bulk']).toBe(Math.round(limit.quotaWaitedMs));
    limit.stop();
  });

  it('a request held with the target past the limit ends the check as the target’s failure, naming that request', async () => {
    const { advance, limitClock } = timedClock();
    const limit = new CheckTimeLimit({ targetMs: 120_000, quotaMs: 600_000, clock: limitClock });
    const expired = outcome(limit.expired);
    limit.sending('GET /api/v1/domains/d1/dns');
    advance(119_000);
    expect(limit.endedBy).toBeUndefined();
    advance(2000);
    const error = await expired;
    expect(error).toBeInstanceOf(TargetTimeExpired);
    expect((error as Error).message).toMatch(/GET \/api\/v1\/domains\/d1\/dns was still unanswered after 120 s/);
    // Ended: the check's clients send nothing more.
    expect(() => limit.assertOpen()).toThrow(TargetTimeExpired);
  });

  it('a quota wait of one request does not stop the clock while another request of the check is with the target', async () => {
    const { advance, limitClock } = timedClock();
    const limit = new CheckTimeLimit({ targetMs: 120_000, quotaMs: 600_000, clock: limitClock });
    const expired = outcome(limit.expired);
    limit.quotaWaitStarted('dns-bulk');
    limit.sending('GET /api/v1/domains/d1/dns'); // never answered
    advance(121_000);
    expect(await expired).toBeInstanceOf(TargetTimeExpired);
    expect(limit.quotaWaitedMs).toBe(0);
  });

  it('a wait past the quota allowance ends the check not assessed, naming the group, the wait and another run seen; the pacer is left usable', async () => {
    const { c, limitClock, pacerClock } = timedClock();
    const limit = new CheckTimeLimit({ targetMs: 120_000, quotaMs: 100_000, clock: limitClock, otherRunSeen: () => 'pdc-othe12345' });
    const pacer = new Pacer({ clock: pacerClock });
    pacer.afterResponse('dns-bulk', spent(c.t, 60_000), c.t, c.t);
    await pacer.beforeRequest('dns-bulk', limit); // 60 s: within the allowance
    pacer.afterResponse('dns-bulk', spent(c.t, 60_000), c.t, c.t);
    const refused = await outcome(pacer.beforeRequest('dns-bulk', limit));
    expect(refused).toBeInstanceOf(QuotaNotInTime);
    const message = (refused as Error).message;
    expect(message).toMatch(/^not assessed: no §8 quota in time for group dns-bulk/);
    expect(message).toMatch(/would wait 6[01] s more \(window spent/);
    expect(message).toMatch(/another run was seen on the key \(pdc-othe12345\)/);
    expect(() => limit.assertOpen()).toThrow(QuotaNotInTime);
    // The refused request was never counted as sent: the bucket's next request (another check's) is not held behind it.
    expect(pacer.inFlight('dns-bulk')).toBe(0);
    c.t += 61_000;
    expect(pacer.canSendNow('dns-bulk')).toBe(true);
  });

  it('without another run in sight, the reason says so', async () => {
    const { c, limitClock, pacerClock } = timedClock();
    const limit = new CheckTimeLimit({ targetMs: 120_000, quotaMs: 1000, clock: limitClock, otherRunSeen: () => undefined });
    const pacer = new Pacer({ clock: pacerClock });
    pacer.afterResponse('core', spent(c.t, 30_000), c.t, c.t);
    const refused = await outcome(pacer.beforeRequest('core', limit));
    expect((refused as Error).message).toMatch(/group core: .*no other run was seen on the key$/);
  });

  it("a 429 retry wait (Pacer.pause) is quota, not the target's time", async () => {
    const { limitClock, pacerClock } = timedClock();
    const limit = new CheckTimeLimit({ targetMs: 120_000, quotaMs: 600_000, clock: limitClock });
    const pacer = new Pacer({ clock: pacerClock });
    await pacer.pause(200_000, { bucket: 'dns-bulk', why: 'answered 429' }, limit);
    expect(limit.quotaWaitedMs).toBe(200_000);
    expect(limit.targetMs).toBe(0);
    expect(limit.endedBy).toBeUndefined();
  });

  it('once the check ended on its time limit, its client sends nothing more', async () => {
    let seen = 0;
    const server = createServer((_req, res) => {
      seen += 1;
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { advance, limitClock } = timedClock();
      const limit = new CheckTimeLimit({ targetMs: 1000, quotaMs: 600_000, clock: limitClock });
      advance(1500);
      expect(limit.endedBy?.message).toMatch(/no request was with the target at that moment \(the last sent: none\)/);
      const api = new Api(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'k', { record() {} }, new Pacer(), 5000);
      api.timeLimit = limit;
      await expect(api.call('deleteUser', { params: { user_identifier: 'u1' } })).rejects.toBeInstanceOf(TargetTimeExpired);
      expect(seen).toBe(0);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
