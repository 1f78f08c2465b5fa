// tests/harness/pacer-clock-skew.test.ts: pacing stays correct when the target's clock is a year off, in either direction and whichever of
// X-RateLimit-Reset and Date carries the error (§8 "X-RateLimit-Reset: Unix timestamp when the window resets"): the pacer never wakes before the
// target's window has turned, and never waits much more than a window.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FULL_WINDOW_MS, Pacer } from '../../harness/pacer.js';
import { fakeClock } from './fake-clock.js';

const YEAR_MS = 365 * 86_400_000;
const WINDOW_MS = 5000;

/**
 * A fixed-window target (WINDOW_MS, 3 requests each) whose clock is `skewMs` off ours; `dateSkewMs` and `resetSkewMs` say which header shows
 * that clock (0: the header is right, as a proxy that rewrites one of them would leave it).
 */
function skewedTarget(clock: { t: number }, resetSkewMs: number, dateSkewMs: number) {
  let windowStart = -1;
  let used = 0;
  let refused = 0;
  return {
    get refused() {
      return refused;
    },
    answer(): Record<string, string> {
      const start = Math.floor(clock.t / WINDOW_MS) * WINDOW_MS; // the window as the target really keeps it
      if (start !== windowStart) {
        windowStart = start;
        used = 0;
      }
      used += 1;
      if (used > 3) refused += 1;
      return {
        'x-ratelimit-limit': '3',
        'x-ratelimit-remaining': String(Math.max(0, 3 - used)),
        'x-ratelimit-reset': String(Math.ceil((start + WINDOW_MS + resetSkewMs) / 1000)),
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
    // A full-window wait is the §8 minute until a step between adjacent windows was seen (this traffic spends every window, so never).
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
});
