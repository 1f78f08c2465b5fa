// harness/rate-headers.ts: the three §8 rate-limit headers of one response, read as every rate-limit check reads them, and the target's
// clock as its Date header shows it (a Reset is a Unix time on some clock: ours, or the target's).
import { operationLabel } from '../contracts/spec-data.js';
import { DEFAULT_REFERENCE_WINDOW_MS } from './assessment.js';
import type { CheckContext } from './check.js';
import type { Res } from './client.js';
import { fail } from './expect.js';
import { DEFAULT_FULL_WINDOW_MS } from './pacer.js';

export interface RateHeaders {
  limit: number;
  remaining: number;
  reset: number;
}

/** §8 "Unix timestamp": seconds, whole or not (AMB-RATE-LIMIT-RESET-FORM); Limit and Remaining count requests. */
const RESET_FORM = /^\s*\d+(\.\d+)?\s*$/;
const COUNT_FORM = /^\s*\d+\s*$/;

/** §8 headers: present, Limit and Remaining non-negative integers, Reset a non-negative number of seconds (RL-HEADERS-PRESENT). */
export function rateHeadersOf(res: Res, operationId: string): RateHeaders {
  const label = operationLabel(operationId);
  const read = (name: string, form: RegExp, what: string): number => {
    const raw = res.headers[name.toLowerCase()];
    if (raw === undefined) fail(`${label}: expected header ${name} on the ${res.status} response (§8), received none`);
    if (!form.test(raw)) fail(`${label}: ${name} must be ${what} (§8), received ${JSON.stringify(raw)}`);
    return Number(raw);
  };
  return {
    limit: read('X-RateLimit-Limit', COUNT_FORM, 'an integer'),
    remaining: read('X-RateLimit-Remaining', COUNT_FORM, 'an integer'),
    reset: read('X-RateLimit-Reset', RESET_FORM, 'a Unix timestamp, seconds with or without a fraction'),
  };
}

/**
 * How far the target's clock is ahead of ours, in whole seconds, as its Date header shows; 0 when it has none or the two
 * agree within 30 s (Date has one-second resolution, and the network adds its own delay).
 */
export function clockSkewSeconds(res: Res, answeredAt: number): number {
  const date = Date.parse(String(res.headers.date ?? ''));
  if (Number.isNaN(date)) return 0;
  const skew = Math.round((date - answeredAt) / 1000);
  return Math.abs(skew) > 30 ? skew : 0;
}

/** How long a window of a §8 per-minute limit lasts: the minute, or the embedded reference's window (CONFORMANCE_REFERENCE_WINDOW_MS). */
export function minuteWindowMs(ctx: Pick<CheckContext, 'run'>): number {
  return ctx.run.embedded ? (ctx.run.rerun.runSettings?.referenceWindowMs ?? DEFAULT_REFERENCE_WINDOW_MS) : DEFAULT_FULL_WINDOW_MS;
}
