// A clock for the pacer whose sleep advances time at once.
import type { PacerClock } from '../../harness/pacer.js';

export function fakeClock(start = Date.UTC(2026, 0, 1, 12, 0, 0)): PacerClock & { t: number; slept: number[] } {
  const c = {
    t: start,
    slept: [] as number[],
    now: () => c.t,
    sleep: async (ms: number) => {
      c.slept.push(ms);
      c.t += ms;
    },
  };
  return c;
}
