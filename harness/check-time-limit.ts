// harness/check-time-limit.ts: a check's time limit measures the target, not the §8 quota (issue 32). Time the pacer holds the check's
// requests for a window (spent by this run, or by another run on the key) or for a 429's reset is accounted apart and stops the check's
// clock; a check whose quota waits would pass its own allowance is not assessed (QuotaNotInTime), never failed; a check whose clock runs
// out while the target is answering fails, naming the request that was slow (TargetTimeExpired).
//
// Why our own deadline rather than vitest's test timeout: vitest's timer runs on through every wait, so two runs on one key with 60-second
// windows made bulk properties outlive it (issue 32: 10 checks failed with "Test timed out in 120000ms" while the target answered every
// request, correctly). The vitest timeout stays as a backstop above target time plus the quota allowance (checkTimeouts).
import { CheckFailure } from './expect.js';
import type { QuotaWaitAccount } from './pacer.js';

/** The quota a check may wait for in all, by default (CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS): ten §8 minutes, three runs on one key and more. */
export const DEFAULT_QUOTA_WAIT_MS = 600_000;
/** Beyond target time and quota waits, before vitest's own timeout ends a check that our deadline somehow did not. */
export const BACKSTOP_MS = 60_000;

/** A check that could not get its §8 quota in time: not assessed (skipped with this reason), never a failure of the target. */
export class QuotaNotInTime extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuotaNotInTime';
  }
}

export function isQuotaNotInTime(error: unknown): error is QuotaNotInTime {
  return error instanceof Error && error.name === 'QuotaNotInTime';
}

/** The check's own time with the target ran out: a failure of the target (a CheckFailure), naming the request that was slow. */
export class TargetTimeExpired extends CheckFailure {
  constructor(message: string) {
    super(message, undefined);
    this.name = 'TargetTimeExpired';
  }
}

export interface TimeLimitClock {
  now(): number;
  /** Calls `fn` after `ms`; returns what cancels it. */
  after(ms: number, fn: () => void): () => void;
}

const realClock: TimeLimitClock = {
  now: () => Date.now(),
  after: (ms, fn) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

export interface CheckTimeLimitOptions {
  /** The check's time with the target (its CheckMeta.timeout, 120 s by default). */
  targetMs: number;
  /** How long its requests may wait for quota in all. */
  quotaMs: number;
  clock?: TimeLimitClock;
  /** The prefix of another run seen on the key, if any (named in the not-assessed reason). */
  otherRunSeen?: () => string | undefined;
}

/** The check's timeouts as vitest is given them: a backstop above everything our own deadline lets the check spend. */
export function vitestTimeoutOf(targetMs: number, quotaMs: number): number {
  return targetMs + quotaMs + BACKSTOP_MS;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * One check's clock. It runs from the start, and stops while a request of the check is held for quota and none is with the target
 * (requests of one check in flight together: the target's answer is awaited, its time counts). `expired` rejects once the check has spent
 * its target time; from then on, and once quota could not be had, `assertOpen` throws, so a check left running sends nothing more.
 */
export class CheckTimeLimit implements QuotaWaitAccount {
  private readonly options: CheckTimeLimitOptions;
  private readonly clock: TimeLimitClock;
  private readonly started: number;
  private quotaWaitsOpen = 0;
  private readonly withTarget = new Map<number, { label: string; since: number }>();
  private lastSent?: string;
  private sendSeq = 0;
  private pausedSince?: number;
  private pausedMs = 0;
  /** ms waited for quota per bucket (each wait measured on its own: overlapping waits of two buckets both count). */
  readonly quotaWaitByBucket: Record<string, number> = {};
  private readonly openWaits = new Map<string, number[]>();
  private cancelTimer?: () => void;
  private ended?: Error;
  private rejectExpired!: (error: Error) => void;
  /** Rejects with TargetTimeExpired when the check's time with the target is spent. */
  readonly expired: Promise<never>;

  constructor(options: CheckTimeLimitOptions) {
    this.options = options;
    this.clock = options.clock ?? realClock;
    this.started = this.clock.now();
    this.expired = new Promise<never>((_, reject) => {
      this.rejectExpired = reject;
    });
    this.expired.catch(() => undefined); // raced by check(); unobserved when the check ended first
    this.arm();
  }

  /** ms the check's clock was stopped for quota (so far, an open wait included). */
  get quotaWaitedMs(): number {
    return this.pausedMs + (this.pausedSince === undefined ? 0 : this.clock.now() - this.pausedSince);
  }

  /** ms the check's clock ran: the target's answers, and the check's own work between them. */
  get targetMs(): number {
    return this.clock.now() - this.started - this.quotaWaitedMs;
  }

  /** Why the check ended early (QuotaNotInTime or TargetTimeExpired); undefined while it runs. */
  get endedBy(): Error | undefined {
    return this.ended;
  }

  /** Quota waits per §8 group: a bucket of another credential (group@…) counts under its group, the credential never named. */
  quotaWaitByGroup(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [bucket, ms] of Object.entries(this.quotaWaitByBucket)) {
      const group = bucket.split('@')[0];
      out[group] = (out[group] ?? 0) + Math.round(ms);
    }
    return out;
  }

  /** Throws once the check ended on its time limit or on quota: a check left running sends nothing more. */
  assertOpen(): void {
    if (this.ended) throw this.ended;
  }

  /**
   * Before the pacer holds a request `ms` for quota: throws QuotaNotInTime when the check's quota waits would pass its allowance, so that
   * the check ends at once, not assessed, rather than wait for a window it may not use.
   */
  admitWait(bucket: string, ms: number, why: string): void {
    this.assertOpen();
    if (this.quotaWaitedMs + ms <= this.options.quotaMs) return;
    const other = this.options.otherRunSeen?.();
    const group = bucket.split('@')[0];
    this.ended = new QuotaNotInTime(
      `not assessed: no §8 quota in time for group ${group}: the next request would wait ${seconds(ms)} more (${why}), ` +
        `after ${seconds(this.quotaWaitedMs)} of waiting already; a check waits at most ${seconds(this.options.quotaMs)} for quota ` +
        `(CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS); ${other ? `another run was seen on the key (${other})` : 'no other run was seen on the key'}`,
    );
    this.stop();
    throw this.ended;
  }

  quotaWaitStarted(bucket: string): void {
    this.quotaWaitsOpen += 1;
    const open = this.openWaits.get(bucket) ?? [];
    open.push(this.clock.now());
    this.openWaits.set(bucket, open);
    this.settle();
  }

  quotaWaitEnded(bucket: string): void {
    this.quotaWaitsOpen = Math.max(0, this.quotaWaitsOpen - 1);
    const since = this.openWaits.get(bucket)?.shift();
    if (since !== undefined) this.quotaWaitByBucket[bucket] = (this.quotaWaitByBucket[bucket] ?? 0) + (this.clock.now() - since);
    this.settle();
  }

  /** A request goes to the target (`label`: method and path); call what it returns once it is answered or failed. */
  sending(label: string): () => void {
    this.sendSeq += 1;
    const seq = this.sendSeq;
    this.withTarget.set(seq, { label, since: this.clock.now() });
    this.lastSent = label;
    this.settle();
    return () => {
      this.withTarget.delete(seq);
      this.settle();
    };
  }

  /** The check ended: no timer left behind. */
  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  /** Stop or restart the clock as quota waits and requests come and go; the timer follows. */
  private settle(): void {
    const paused = this.quotaWaitsOpen > 0 && this.withTarget.size === 0;
    const now = this.clock.now();
    if (paused && this.pausedSince === undefined) this.pausedSince = now;
    if (!paused && this.pausedSince !== undefined) {
      this.pausedMs += now - this.pausedSince;
      this.pausedSince = undefined;
    }
    if (!this.ended) this.arm();
  }

  private arm(): void {
    this.stop();
    if (this.pausedSince !== undefined) return; // stopped for quota: armed again when the wait ends
    const left = this.options.targetMs - this.targetMs;
    if (left <= 0) {
      this.expire();
      return;
    }
    this.cancelTimer = this.clock.after(left, () => this.arm());
  }

  private expire(): void {
    const now = this.clock.now();
    const slow = [...this.withTarget.values()].sort((a, b) => a.since - b.since)[0];
    const which = slow
      ? `${slow.label} was still unanswered after ${seconds(now - slow.since)}`
      : `no request was with the target at that moment (the last sent: ${this.lastSent ?? 'none'})`;
    this.ended = new TargetTimeExpired(
      `the check's time with the target ran out: ${seconds(this.targetMs)} of ${seconds(this.options.targetMs)}, ` +
        `waits for §8 quota (${seconds(this.quotaWaitedMs)}) apart; ${which}`,
    );
    this.rejectExpired(this.ended);
  }
}
