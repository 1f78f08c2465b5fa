// tests/harness/pacer-clock-skew.test.ts: pacing stays correct when the target's clock is a year off, in either direction and whichever of
// X-RateLimit-Reset and Date carries the error (§8 "X-RateLimit-Reset: Unix timestamp when the window resets"): the pacer never wakes before the
// target's window has turned, and never waits much more than a window.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FULL_WINDOW_MS, Pacer, PROBE_HOLD_MS } from '../../harness/pacer.js';
import { fakeClock } from './fake-clock.js';

const YEAR_MS = 365 * 86_400_000;
const WINDOW_MS = 5000;

/**
 * A fixed-window target (`windowMs`, `limit` requests each) whose clock is `skewMs` off ours; `dateSkewMs` and `resetSkewMs` say which header
 * shows that clock (0: the header is right, as a proxy that rewrites one of them would leave it).
 */
function skewedTarget(clock: { t: number }, resetSkewMs: number, dateSkewMs: number, windowMs = WINDOW_MS, limit = 3) {
  let windowStart = -1;
  let used = 0;
  let refused = 0;
  return {
    get refused() {
      return refused;
    },
    answer(): Record<string, string> {
      const start = Math.floor(clock.t / windowMs) * windowMs; // the window as the target really keeps it
      if (start !== windowStart) {
        windowStart = start;
        used = 0;
      }
      used += 1;
      if (used > limit) refused += 1;
      return {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(Math.max(0, limit - used)),
        'x-ratelimit-reset': String(Math.ceil((start + windowMs + resetSkewMs) / 1000)),
        date: new Date(clock.t + dateSkewMs).toUTCString(),
      };
    },
  };
}

describe('a target clock a year off', () => {
  it.each([
    ['a year ahead (Reset and Date)', YEAR_MS, YEAR_MS, 'relative'],
    ['a year behind (Reset and Date)', -YEAR_MS, -YEAR_MS, 'relative'],
    ['Reset a year ahead, Date right', YEAR_MS, 0, 'fullWindow'],
    ['Reset a year behind, Date right', -YEAR_MS, 0, 'fullWindow'],
    ['Date a year ahead, Reset right', 0, YEAR_MS, 'local'],
    ['Date a year behind, Reset right', 0, -YEAR_MS, 'local'],
  ] as const)('%s: 60 requests, none refused, no wait longer than a window', async (_what, resetSkew, dateSkew, reading) => {
    const clock = fakeClock(Date.UTC(2026, 5, 1, 12, 0, 0, 300));
    const target = skewedTarget(clock, resetSkew, dateSkew);
    const pacer = new Pacer({ clock });
    for (let i = 0; i < 60; i++) {
      await pacer.beforeRequest('g');
      const sent = clock.t;
      clock.t += 7; // the response takes 7 ms
      pacer.afterResponse('g', target.answer(), sent, clock.t);
      clock.t += 3;
    }
    expect(target.refused, `requests refused (429); readings ${JSON.stringify(pacer.readings)}, waits ${JSON.stringify(clock.slept)}`).toBe(0);
    expect(pacer.readings[reading]).toBeGreaterThan(0);
    // A full-window wait is the §8 minute until a step between adjacent windows was seen (this traffic spends every window, so only when a
    // window's last request, held PROBE_HOLD_MS, sees it turn).
    expect(Math.max(...clock.slept)).toBeLessThanOrEqual(DEFAULT_FULL_WINDOW_MS + 1000);
  });

  it('with slower traffic that sees adjacent windows, waits a window of the target, not a minute', async () => {
    const clock = fakeClock(Date.UTC(2026, 5, 1, 12, 0, 0, 300));
    const target = skewedTarget(clock, YEAR_MS, 0);
    const pacer = new Pacer({ clock });
    for (let i = 0; i < 40; i++) {
      await pacer.beforeRequest('g');
      const sent = clock.t;
      clock.t += 7;
      pacer.afterResponse('g', target.answer(), sent, clock.t);
      clock.t += i < 6 ? 2600 : 3; // a quiet start: each window sees one or two requests, then a burst
    }
    expect(target.refused).toBe(0);
    expect(pacer.windowMsOf('g')).toBe(WINDOW_MS);
    expect(Math.max(...clock.slept), JSON.stringify(clock.slept)).toBeLessThanOrEqual(WINDOW_MS + 100);
  });

  it('learns the window from the step between Resets, whatever year the target thinks it is', () => {
    const clock = fakeClock();
    const pacer = new Pacer({ clock });
    const reset = Math.ceil((clock.t + YEAR_MS) / 1000);
    pacer.afterResponse('g', { 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '2', 'x-ratelimit-reset': String(reset) });
    pacer.afterResponse('g', { 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '2', 'x-ratelimit-reset': String(reset + 5) });
    expect(pacer.windowMsOf('g')).toBe(5000);
    expect(pacer.windowMsOf('other')).toBe(5000); // the shortest learnt stands in for a bucket not yet seen turning
  });

  // tests/e2e/clock-skew.test.ts, the year-behind run: 5 requests per 1-second window, each window spent in one burst of a few ms (kept-alive
  // connections), so that no two answers ever fell in adjacent windows: the only step seen was the one across the pacer's own §8-minute wait,
  // and every spent window cost 60 s (four to six of them, 245-368 s for the run).
  it('learns a one-second window from traffic that spends each window in one burst, and never waits the minute again', async () => {
    const clock = fakeClock(Date.UTC(2026, 5, 1, 12, 0, 0, 300));
    const target = skewedTarget(clock, -YEAR_MS, 0, 1000, 5);
    const pacer = new Pacer({ clock });
    const start = clock.t;
    for (let i = 0; i < 40; i++) {
      await pacer.beforeRequest('core');
      const sent = clock.t;
      clock.t += 2;
      pacer.afterResponse('core', target.answer(), sent, clock.t);
      clock.t += 1;
    }
    expect(target.refused).toBe(0);
    expect(pacer.windowMsOf('core')).toBe(1000);
    expect(Math.max(...clock.slept), JSON.stringify(clock.slept)).toBeLessThan(1100);
    expect(clock.t - start).toBeLessThan(12_000); // 40 requests at 5 a second
  });

  it('does the same with several requests in flight at once', async () => {
    const clock = fakeClock(Date.UTC(2026, 5, 1, 12, 0, 0, 300));
    const target = skewedTarget(clock, -YEAR_MS, 0, 1000, 5);
    const pacer = new Pacer({ clock });
    // No bound on the time taken: on the fake clock, waits side by side add up instead of overlapping.
    const sender = async () => {
      for (let i = 0; i < 10; i++) {
        await pacer.beforeRequest('core');
        const sent = clock.t;
        await new Promise((r) => setImmediate(r)); // the others send meanwhile
        clock.t += 2;
        pacer.afterResponse('core', target.answer(), sent, clock.t);
      }
    };
    await Promise.all(Array.from({ length: 4 }, sender));
    expect(target.refused).toBe(0);
    expect(pacer.inFlight('core')).toBe(0);
    expect(pacer.windowMsOf('core')).toBe(1000);
    expect(Math.max(...clock.slept), JSON.stringify(clock.slept)).toBeLessThan(1100);
  });

  it("holds a window's last request once, and the bucket's other requests wait for its answer rather than a full window", async () => {
    // A clock whose sleeps end when the test says, so that requests can come during the hold and while the held request is in flight.
    const sleeps: Array<() => void> = [];
    const clock = {
      t: Date.UTC(2026, 5, 1, 12, 0, 0, 300),
      slept: [] as number[],
      now: () => clock.t,
      sleep: (ms: number) =>
        new Promise<void>((resolve) => {
          clock.slept.push(ms);
          sleeps.push(() => {
            clock.t += ms;
            resolve();
          });
        }),
    };
    const settle = () => new Promise((r) => setImmediate(r));
    const reset = Math.ceil((clock.t - YEAR_MS) / 1000) + 1; // a year behind; Date right
    const h = (remaining: number, r = reset) => ({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(r),
      date: new Date(clock.t).toUTCString(),
    });
    const pacer = new Pacer({ clock });
    for (let remaining = 4; remaining >= 1; remaining--) {
      await pacer.beforeRequest('core');
      pacer.afterResponse('core', h(remaining), clock.t, clock.t + 2);
      clock.t += 3;
    }
    let sent = 0;
    const held = pacer.beforeRequest('core').then(() => (sent += 1)); // the window's last request: held
    await settle();
    expect(clock.slept).toEqual([PROBE_HOLD_MS + 25]);
    const duringHold = pacer.beforeRequest('core').then(() => (sent += 1)); // the last place is the held request's
    await settle();
    sleeps.shift()?.();
    await held;
    const heldSentAt = clock.t;
    const whileInFlight = pacer.beforeRequest('core').then(() => (sent += 1)); // the window is spent, its turn not yet seen
    await settle();
    expect(sent).toBe(1);
    expect(clock.slept).toHaveLength(1); // nobody waits a full window meanwhile
    clock.t += 2;
    pacer.afterResponse('core', h(4, reset + 1), heldSentAt, clock.t); // the window turned during the hold
    await Promise.all([duringHold, whileInFlight]);
    expect(sent).toBe(3);
    expect(clock.slept).toHaveLength(1);
    expect(pacer.windowMsOf('core')).toBe(1000);
    expect(pacer.state('core')?.remaining).toBe(2);
  });
});
