// The pacer on a fake clock: waits only when a window is spent, until its Reset (target clock), never early.
import { describe, expect, it } from 'vitest';
import { ClockOffset, msUntilReset, Pacer, readRateLimitHeaders } from '../../harness/pacer.js';
import { fakeClock } from './fake-clock.js';

const headers = (limit: number, remaining: number, resetSeconds: number, extra: Record<string, string> = {}) => ({
  'x-ratelimit-limit': String(limit),
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-reset': String(resetSeconds),
  ...extra,
});

describe('readRateLimitHeaders', () => {
  it('reads the three headers as numbers', () => {
    expect(readRateLimitHeaders(headers(10, 3, 1_800_000_000))).toEqual({ limit: 10, remaining: 3, reset: 1_800_000_000 });
  });
  it('ignores a response without them, or with one empty or not a number', () => {
    expect(readRateLimitHeaders({})).toBeUndefined();
    expect(readRateLimitHeaders({ ...headers(10, 3, 5), 'x-ratelimit-remaining': '' })).toBeUndefined();
    expect(readRateLimitHeaders({ ...headers(10, 3, 5), 'x-ratelimit-reset': 'soon' })).toBeUndefined();
  });
});

describe('msUntilReset', () => {
  it('waits until the reset plus a small margin, never negative, at most the cap', () => {
    expect(msUntilReset(100, 99_000)).toBe(1025);
    expect(msUntilReset(100, 200_000)).toBe(0);
    expect(msUntilReset(10_000, 0, 65_000)).toBe(65_000);
  });
  it('takes a Reset given in milliseconds as such', () => {
    expect(msUntilReset(1_800_000_000_500, 1_800_000_000_000)).toBe(525);
  });
});

describe('Pacer', () => {
  it('sends at once when nothing is known of the window', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    await p.beforeRequest('user_deletion');
    expect(clock.slept).toEqual([]);
  });

  it('spends the window, counting its own requests until a response corrects the count', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    const reset = clock.t / 1000 + 60;
    p.afterResponse('g', headers(30, 2, reset));
    await p.beforeRequest('g');
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([]);
    expect(p.state('g')?.remaining).toBe(0);
    // Both answered: the target's count agrees (with one still in flight, the pacer would wait for its answer first).
    p.afterResponse('g', headers(30, 1, reset));
    p.afterResponse('g', headers(30, 0, reset));
    await p.beforeRequest('g'); // the window is spent: wait for its reset
    expect(clock.slept).toEqual([60_025]);
    expect(p.events.waits).toBe(1);
    expect(p.events.byBucket.g).toEqual({ waits: 1, waitedMs: 60_025 });
    expect(p.state('g')).toBeUndefined(); // a new window: learnt from the next response
  });

  it('waits exactly until X-RateLimit-Reset when Remaining is 0, and not at all once it has passed', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    p.afterResponse('g', headers(10, 0, clock.t / 1000 + 7));
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([7025]);
    p.afterResponse('g', headers(10, 0, clock.t / 1000 - 1));
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([7025]);
  });

  it('keeps buckets apart: another group, or another credential, tells nothing of this one', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    const reset = clock.t / 1000 + 30;
    p.afterResponse('core', headers(100, 0, reset));
    p.afterResponse('core@anonymous', headers(100, 99, reset));
    p.afterResponse('user_retrieval', headers(1000, 999, reset));
    await p.beforeRequest('core@anonymous');
    await p.beforeRequest('user_retrieval');
    expect(clock.slept).toEqual([]);
    await p.beforeRequest('core');
    expect(clock.slept).toEqual([30_025]);
  });

  it('takes a Reset a day ahead for a clock that is off: waits one full window (a §8 minute) and then lets the target decide', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock, maxWaitMs: 65_000 });
    p.afterResponse('g', headers(10, 0, clock.t / 1000 + 86_400));
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([60_025]);
    expect(p.state('g')).toBeUndefined(); // a new window: sent, and the response will say
    expect(p.readings.fullWindow).toBe(1);
  });

  it('bounds a wait for a Reset within the plausible hour at maxWaitMs, and then lets the target decide', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock, maxWaitMs: 65_000 });
    p.afterResponse('g', headers(10, 0, clock.t / 1000 + 1800));
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([65_000]);
    expect(p.state('g')?.remaining).toBe(-1); // sent anyway; the response will say
  });

  it('with requests in flight when its count is spent, waits for their answers: the lowest Remaining among them is the target count', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    const reset = clock.t / 1000 + 60;
    p.afterResponse('g', headers(10, 3, reset));
    for (let i = 0; i < 3; i++) await p.beforeRequest('g'); // three in flight together: 0 left by our count
    let sent = false;
    const fourth = p.beforeRequest('g').then(() => {
      sent = true;
    });
    // Answered in another order than the target counted them: the pacer's count stays at 0 while any is in flight.
    p.afterResponse('g', headers(10, 1, reset));
    p.afterResponse('g', headers(10, 2, reset));
    await Promise.resolve();
    expect(sent).toBe(false);
    p.afterResponse('g', headers(10, 1, reset)); // the target counted two of the three: one request left
    await fourth;
    expect(sent).toBe(true);
    expect(clock.slept).toEqual([]);
    expect(p.state('g')?.remaining).toBe(0);
  });

  it('waits for the reset, as before, when a request of the window got no answer: the target may have counted it', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    const reset = clock.t / 1000 + 60;
    p.afterResponse('g', headers(10, 2, reset));
    await p.beforeRequest('g');
    await p.beforeRequest('g');
    p.afterResponse('g', {}); // a transport error
    p.afterResponse('g', headers(10, 1, reset));
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([60_025]);
  });

  it('keeps a reserve when asked (a key shared with other runs)', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock, keepInReserve: 2 });
    p.afterResponse('g', headers(10, 3, clock.t / 1000 + 10));
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([]);
    p.afterResponse('g', headers(10, 2, clock.t / 1000 + 10));
    await p.beforeRequest('g');
    expect(clock.slept).toEqual([10_025]);
  });

  it("reads Reset on the target's clock: a target 5 s ahead is waited for 5 s longer", async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    const target = clock.t + 5000; // the target's clock
    const reset = Math.ceil(target / 1000) + 10;
    // Responses take 4 ms; the Date header is the target's time in whole seconds.
    for (let i = 0; i < 5; i++) {
      const sent = clock.t;
      clock.t += 4;
      p.afterResponse('g', headers(10, 5, reset, { date: new Date(target + (clock.t - sent) + i * 300).toUTCString() }), sent, clock.t);
      clock.t += 300;
    }
    p.afterResponse('g', headers(10, 0, reset));
    await p.beforeRequest('g');
    const wokeAtTargetTime = clock.t + 5000;
    expect(wokeAtTargetTime).toBeGreaterThanOrEqual(reset * 1000);
    expect(wokeAtTargetTime - reset * 1000).toBeLessThan(1500);
  });

  it('never wakes before Reset on a target 8 s behind, and does not wait 8 s too long', async () => {
    const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 0, 400));
    const p = new Pacer({ clock });
    const behind = -8000;
    const reset = Math.ceil((clock.t + behind) / 1000) + 20;
    for (let i = 0; i < 10; i++) {
      const sent = clock.t;
      clock.t += 3;
      p.afterResponse('g', headers(10, 5, reset, { date: new Date(clock.t + behind).toUTCString() }), sent, clock.t);
      clock.t += 137;
    }
    p.afterResponse('g', headers(10, 0, reset));
    await p.beforeRequest('g');
    const woke = clock.t + behind;
    expect(woke).toBeGreaterThanOrEqual(reset * 1000);
    expect(woke - reset * 1000).toBeLessThan(1100);
  });

  it('after an unexpected 429 waits until its Reset, or backs off 1 s, 2 s, 4 s without one or when it has passed', () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    expect(p.retryDelayMs(headers(10, 0, clock.t / 1000 + 12), 0)).toBe(12_025);
    expect(p.retryDelayMs({}, 0)).toBe(1000);
    expect(p.retryDelayMs({}, 2)).toBe(4000);
    expect(p.retryDelayMs(headers(10, 0, clock.t / 1000 - 3), 1)).toBe(2000);
  });

  it('gives a long wait to idle work first, and still ends the wait at the reset', async () => {
    const clock = fakeClock();
    const p = new Pacer({ clock, idleThresholdMs: 3000 });
    const calls: number[] = [];
    p.onIdle = async (until) => {
      calls.push(until - clock.t);
      clock.t += 2000; // two seconds of work
      await p.beforeRequest('g'); // idle work's own requests are not held for idle work again
      p.afterResponse('g', {}); // and answered (the pacer holds a new window's other requests until an answer)
    };
    p.afterResponse('g', headers(10, 0, clock.t / 1000 + 30));
    const start = clock.t;
    await p.beforeRequest('g');
    expect(calls).toEqual([30_025]);
    expect(clock.t - start).toBeGreaterThanOrEqual(30_025);
    expect(clock.t - start).toBeLessThan(30_025 + 2000 + 30_100); // the nested request waited once, not recursively
    // A short wait is just waited.
    p.afterResponse('h', headers(10, 0, clock.t / 1000 + 1));
    await p.beforeRequest('h');
    expect(calls).toHaveLength(1);
  });

  it('can tell whether a request would go out now', () => {
    const clock = fakeClock();
    const p = new Pacer({ clock });
    expect(p.canSendNow('g')).toBe(true);
    p.afterResponse('g', headers(10, 0, clock.t / 1000 + 5));
    expect(p.canSendNow('g')).toBe(false);
    clock.t += 6000;
    expect(p.canSendNow('g')).toBe(true);
  });

  it('hands its windows over to another client of the same key', async () => {
    const clock = fakeClock();
    const a = new Pacer({ clock });
    a.afterResponse('user_deletion', headers(30, 0, clock.t / 1000 + 20));
    const b = new Pacer({ clock });
    b.restore(JSON.parse(JSON.stringify(a.snapshot())));
    await b.beforeRequest('user_deletion');
    expect(clock.slept).toEqual([20_025]);
  });
});

describe('ClockOffset', () => {
  it('bounds the offset from Date headers, the lower bound never above the truth', () => {
    const truth = 2345;
    const o = new ClockOffset();
    let local = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 50; i++) {
      const sent = local;
      local += 7;
      o.observe(new Date(Math.floor((sent + 3 + truth) / 1000) * 1000).toUTCString(), sent, local);
      local += 173;
      expect(o.safeOffsetMs).toBeLessThanOrEqual(truth);
    }
    expect(truth - o.safeOffsetMs).toBeLessThan(200);
    const [lo, hi] = o.bounds;
    expect(lo).toBeLessThanOrEqual(truth);
    expect(hi).toBeGreaterThan(truth);
  });

  it('is 0 until a Date header is seen, and ignores an unreadable one', () => {
    const o = new ClockOffset();
    o.observe('yesterday-ish', 0, 1);
    o.observe(undefined, 0, 1);
    expect(o.safeOffsetMs).toBe(0);
  });
});
