// harness/remaining-drop.ts: §8 "X-RateLimit-Remaining: Requests left in the current window" read around requests that must count nothing
// against it (another key's, another group's), on a key another run may share: that run's requests of the window lower Remaining too.
import type { CheckContext } from './check.js';
import { CheckFailure } from './expect.js';
import { MEASUREMENTS, measureWhileOthersQuiet } from './shared-key.js';

/** What one request of the watched window answered. */
export interface WindowReading {
  remaining: number;
  reset: number;
}

/** Tries per measurement to find four readings in one window (a window that turns hides what was counted: 1-second windows turn often). */
const TRIES_PER_MEASUREMENT = 5;
/** Requests sent between the readings in each measurement: a count that follows them is a miscount, another run's requests do not. */
const SENT = [3, 5, 2, 4];

/**
 * Whether a window turned between two readings, so that what was counted between them cannot be seen: Remaining rose with another Reset.
 * A Reset that moves while Remaining does not rise is a bucket or a sliding window (AMB-RATE-LIMIT-WINDOW): what was counted shows.
 */
export function turned(before: WindowReading, after: WindowReading): boolean {
  return after.reset !== before.reset && after.remaining > before.remaining;
}

/**
 * What five readings of one window show (control, test between readings 1 and 2, control, control as long as the test): the requests
 * between the middle two counted nothing (a drop of at most the one reading), another's requests landed (a control dropped by more
 * than one: busy), or a miscount.
 */
export function assessReadings(readings: WindowReading[]): 'counted-nothing' | 'miscount' | { busy: string } {
  const [r0, r1, r2, r3, r4] = readings;
  if (r2.remaining >= r1.remaining - 1) return 'counted-nothing';
  const controls = [r0.remaining - r1.remaining, r2.remaining - r3.remaining, r3.remaining - r4.remaining];
  if (controls.some((drop) => drop > 1))
    return { busy: `Remaining dropped by ${controls.join(', ')} over one request of ours with nothing sent in between: another's requests in the window` };
  return 'miscount';
}

/**
 * Expects `send(n)` to count nothing against the window `read` reads (each `read` counts one there). A measurement reads it twice with
 * nothing between (a control), sends, and reads it twice more (the test between the middle two, a control after), then once more after
 * waiting as long as the sending took (a control as long as the test): a correct target
 * lowers it by at most one from one reading to the next. A test drop of more than one is the miscount looked for, or another run's
 * requests of the window (invisible in it): a control that drops more than one too shows such requests (busy); otherwise the drop is
 * measured again, with another number of requests sent, and fails when it repeats in every measurement (MEASUREMENTS). On a key of one's
 * own a miscounting target fails every measurement, as it failed the one; a measurement in which nothing is counted passes.
 */
export async function expectCountedNothing(
  ctx: CheckContext,
  options: {
    what: string;
    read: () => Promise<WindowReading>;
    send: (n: number) => Promise<void>;
    /** The failure, from the two readings around the requests sent. */
    miscount: (before: WindowReading, after: WindowReading, sent: number) => string;
  },
): Promise<void> {
  await measureWhileOthersQuiet(ctx, options.what, async (attempt) => {
    const sent = SENT[(attempt - 1) % SENT.length];
    for (let tries = 1; tries <= TRIES_PER_MEASUREMENT; tries++) {
      const readings = [await options.read(), await options.read()];
      const started = performance.now();
      await options.send(sent);
      const sendingMs = performance.now() - started;
      readings.push(await options.read(), await options.read());
      // A control as long as the timed interval: another run's requests land in a long interval more often than in a short one,
      // so short controls alone missed them (three runs on one key failed "went from 472 to 469" in every measurement).
      await new Promise((resolve) => setTimeout(resolve, sendingMs));
      readings.push(await options.read());
      if (readings.some((r, i) => i > 0 && turned(readings[i - 1], r))) continue;
      const verdict = assessReadings(readings);
      if (verdict === 'counted-nothing') return undefined;
      if (typeof verdict === 'object') return verdict;
      return { disagrees: new CheckFailure(`${options.miscount(readings[1], readings[2], sent)}, in each of ${MEASUREMENTS} measurements`) };
    }
    // A window that turns between every pair of readings (windows of a second, a bucket that refills with a moving Reset,
    // AMB-RATE-LIMIT-WINDOW) is allowed: what was counted stays unseen, so the check is not assessed rather than failed.
    ctx.skip(`${options.what}: the window turned during each of ${TRIES_PER_MEASUREMENT} tries, so what was counted could not be seen (not assessed)`);
  });
}
