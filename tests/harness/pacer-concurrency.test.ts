// One pacer shared by requests in flight at once (CONFORMANCE_CONCURRENCY): against a simulated target counting
// arrivals per fixed window, the pacer never lets a window take more than its limit, whatever the order answers come in.
import { describe, expect, it } from 'vitest';
import { Pacer, sleep } from '../../harness/pacer.js';

/** A target enforcing `limit` requests per fixed window of `windowMs`, answering after a random delay. */
function simulatedTarget(limit: number, windowMs: number) {
  const counts = new Map<number, number>();
  let refused = 0;
  let busiest = 0;
  return {
    async request(): Promise<Record<string, string>> {
      await sleep(Math.random() * 8); // on the way there
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      const n = (counts.get(window) ?? 0) + 1;
      counts.set(window, n);
      busiest = Math.max(busiest, n);
      if (n > limit) refused += 1;
      const headers = {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(Math.max(0, limit - n)),
        // Fractional seconds: the pacer reads Reset as a number, and these windows are shorter than a second.
        'x-ratelimit-reset': String(((window + 1) * windowMs) / 1000),
      };
      await sleep(Math.random() * 8); // and back
      return headers;
    },
    get refused() {
      return refused;
    },
    get busiest() {
      return busiest;
    },
  };
}

describe('Pacer with requests in flight at once', () => {
  it('keeps every window within its limit with twelve senders sharing one pacer', async () => {
    const limit = 5;
    const target = simulatedTarget(limit, 250);
    const pacer = new Pacer({ idleThresholdMs: 60_000 });
    let sent = 0;
    const sender = async () => {
      for (let i = 0; i < 3; i++) {
        await pacer.beforeRequest('g');
        const sentAt = Date.now();
        sent += 1;
        const headers = await target.request();
        pacer.afterResponse('g', headers, sentAt, Date.now());
      }
    };
    await Promise.all(Array.from({ length: 12 }, sender));
    expect(sent).toBe(36);
    expect(target.refused).toBe(0);
    expect(target.busiest).toBeLessThanOrEqual(limit);
    expect(pacer.inFlight('g')).toBe(0);
  });

  it('sends one request of an unknown window and holds the others until an answer tells the window', async () => {
    const pacer = new Pacer();
    await pacer.beforeRequest('g'); // the first goes at once
    let second = false;
    const held = pacer.beforeRequest('g').then(() => {
      second = true;
    });
    await sleep(20);
    expect(second).toBe(false);
    expect(pacer.inFlight('g')).toBe(1);
    pacer.afterResponse('g', { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '9', 'x-ratelimit-reset': String(Date.now() / 1000 + 60) });
    await held;
    expect(second).toBe(true);
    expect(pacer.state('g')?.remaining).toBe(8);
  });

  it('counts the requests sent after an answered one as not yet counted by the target', async () => {
    const pacer = new Pacer();
    const reset = String(Math.ceil(Date.now() / 1000) + 60);
    const h = (remaining: number) => ({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': reset });
    await pacer.beforeRequest('g');
    pacer.afterResponse('g', h(9));
    for (let i = 0; i < 4; i++) await pacer.beforeRequest('g'); // four in flight: 5 left by our count
    expect(pacer.state('g')?.remaining).toBe(5);
    // The first of them answered with Remaining 8 (another run's request... none): three later ones may not be in it.
    pacer.afterResponse('g', h(8));
    expect(pacer.state('g')?.remaining).toBe(5);
    // A run sharing the key spent some: the target says 3 left after the second; two later ones are still in flight.
    pacer.afterResponse('g', h(3));
    expect(pacer.state('g')?.remaining).toBe(1);
    pacer.afterResponse('g', {}); // no answer (a transport error) releases the request
    expect(pacer.inFlight('g')).toBe(1);
  });
});

describe('Pacer spending a window to the last request', () => {
  it('sends as many requests as the window holds without a wait, whatever order the answers come in', async () => {
    // Answers out of order made the pacer's count lower than the target's: it waited a whole window with one request left in it.
    for (let round = 0; round < 20; round++) {
      const limit = 12;
      // An hour's window: its end is never near, so any wait is the pacer's mistake (cut short by maxWaitMs).
      const target = simulatedTarget(limit, 3_600_000);
      const pacer = new Pacer({ idleThresholdMs: 60_000, maxWaitMs: 1000 });
      const sender = async () => {
        for (let i = 0; i < 3; i++) {
          await pacer.beforeRequest('g');
          const sentAt = Date.now();
          const headers = await target.request();
          pacer.afterResponse('g', headers, sentAt, Date.now());
        }
      };
      await Promise.all(Array.from({ length: 4 }, sender));
      expect({ round, waits: pacer.events.waits }).toEqual({ round, waits: 0 });
      expect(target.refused).toBe(0);
    }
  });
});
