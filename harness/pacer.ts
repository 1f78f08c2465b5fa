// Paces requests per §8 rate-limit group from the target's own X-RateLimit-* headers, so a run stays inside
// the quotas even when other workers or CI shards share the key: the server's counters are the truth.
//
// The rule, per bucket (a §8 group, for one credential): spend what the window has left as fast as the checks go,
// and when X-RateLimit-Remaining reaches 0, wait until X-RateLimit-Reset before sending the next request of that
// bucket. Reset is the target's clock: the offset between its clock and ours is bounded from the Date header of
// every response, and waits use the bound that can only make them later, never earlier, than the reset.
//
// A clock far off (issue 12): a Reset is used only when the wait it gives is plausible (between a few seconds in the past and the longest §8
// window ahead). First the relative reading, Reset against the target's own Date header (the seconds until reset as the target counts them,
// whatever its clock says the year is); then Reset against our clock (a target whose Date header alone is off); and when neither is plausible,
// a full window from the response (a fixed window ends at most one window after any moment in it), its length learnt from the step between
// successive Resets of the bucket, else DEFAULT_FULL_WINDOW_MS. Traffic that spends each window in one burst never sees two adjacent windows
// (the only step it sees is its own wait), so while the length is unknown the last request of a spent window is held PROBE_HOLD_MS first:
// its answer shows the window turning, or that it is longer than the hold.
export interface WindowState {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
  /** Our clock when the response that told it arrived (a full window is counted from there when Reset is implausible). */
  seenAt?: number;
}

export interface PacerEvents {
  /** Times a request was held until its window reset. */
  waits: number;
  waitedMs: number;
  /** The same, per bucket (group, or group@credential for requests not sent with the run's key). */
  byBucket: Record<string, { waits: number; waitedMs: number }>;
}

/**
 * Where one check's waits for quota are accounted (harness/check-time-limit.ts): a wait the pacer imposes is not the target's time. The
 * pacer asks before a window wait (admitWait throws when the check may not wait that long: it is then not assessed), and tells when each
 * wait starts and ends.
 */
export interface QuotaWaitAccount {
  admitWait(bucket: string, ms: number, why: string): void;
  quotaWaitStarted(bucket: string): void;
  quotaWaitEnded(bucket: string): void;
}

export interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface PacerOptions {
  /** Requests of each window left unused (0: spend the whole window). */
  keepInReserve?: number;
  /** Longest single wait; a Reset further away (hostile or hourly) is waited out in steps of this length. */
  maxWaitMs?: number;
  /** Added to every wait, for the target's own rounding. */
  marginMs?: number;
  /** A wait at least this long first gives onIdle the time (default 3000 ms). */
  idleThresholdMs?: number;
  /** The window waited when a Reset is implausible and no window length was learnt (default DEFAULT_FULL_WINDOW_MS, the §8 minute). */
  fullWindowMs?: number;
  clock?: PacerClock;
}

/** What the pacer knows of each bucket, to hand over to another client of the same key (e.g. the run's cleanup). */
export interface PacerSnapshot {
  windows: Record<string, WindowState>;
  offsetBounds?: [number, number];
}

export const DEFAULT_MAX_WAIT_MS = 65_000;
export const DEFAULT_MARGIN_MS = 25;
/** §8: limits are per minute (the core group's hourly quota aside). */
export const DEFAULT_FULL_WINDOW_MS = 60_000;
/** A Reset further ahead than the longest §8 window (an hour) plus a minute is not the target's window: its clock is off. */
export const PLAUSIBLE_AHEAD_MS = 3_660_000;
/** A Reset this far in the past is still plausible (the window just turned; rounding); further back, the clock is off. */
export const PLAUSIBLE_PAST_MS = 5_000;
/**
 * How long the last request of a window is held when its Reset is implausible and the window length unknown, so that its answer can show
 * the window turning: Reset counts whole seconds, so no window it tells apart is shorter, and a window of a second turns during the hold.
 */
export const PROBE_HOLD_MS = 1000;
/** Holds per pacer at most: each delays a request, and windows of a §8 minute rarely turn within one. */
export const PROBE_HOLDS = 3;

const plausibleWait = (ms: number) => ms >= -PLAUSIBLE_PAST_MS && ms <= PLAUSIBLE_AHEAD_MS;

export function readRateLimitHeaders(headers: Record<string, string>): WindowState | undefined {
  const raw = [headers['x-ratelimit-limit'], headers['x-ratelimit-remaining'], headers['x-ratelimit-reset']];
  if (raw.some((v) => v === undefined || String(v).trim() === '')) return undefined;
  const [limit, remaining, reset] = raw.map(Number);
  if (![limit, remaining, reset].every((n) => Number.isFinite(n))) return undefined;
  return { limit, remaining, reset };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * A wait after which no rate-limit window of this length still holds a request sent before it (fixed, sliding, or a bucket's refill of the
 * whole limit), with slack for timers and clocks: a request refused after it is refused by a longer limit (§8's hour), not by this one.
 */
export function wholeWindowMs(windowMs: number): number {
  return Math.ceil(windowMs * 1.05) + 100;
}

const systemClock: PacerClock = { now: () => Date.now(), sleep };

/** A Reset value as milliseconds since the epoch; a value already in milliseconds (a deviation, checked elsewhere) is taken as such. */
export function resetToMs(resetSeconds: number): number {
  return resetSeconds > 1e11 ? resetSeconds : resetSeconds * 1000;
}

/** How long to wait for a window reset given as Unix seconds; bounded so a hostile header cannot stall the run. */
export function msUntilReset(resetSeconds: number, now = Date.now(), maxWaitMs = DEFAULT_MAX_WAIT_MS, offsetMs = 0): number {
  if (!Number.isFinite(resetSeconds)) return 1000;
  return Math.min(Math.max(resetToMs(resetSeconds) - offsetMs - now + DEFAULT_MARGIN_MS, 0), maxWaitMs);
}

/**
 * Bounds on (target clock - our clock) from Date headers. A response's Date D (whole seconds) was written at a target
 * time in [D, D+1000) while our clock read between sent and received, so the offset lies in
 * [D - received, D + 1000 - sent). The lower bound is the largest of the per-response lower bounds: waiting until
 * Reset - lower is never early.
 */
export class ClockOffset {
  private lower = -Infinity;
  private upper = Infinity;

  observe(dateHeader: string | undefined, sentAt: number, receivedAt: number): void {
    if (!dateHeader) return;
    const d = Date.parse(dateHeader);
    if (!Number.isFinite(d)) return;
    const lo = d - receivedAt;
    const hi = d + 1000 - sentAt;
    if (hi < this.lower || lo > this.upper) {
      // Inconsistent with what we saw before (the target's clock jumped): start again from this response.
      this.lower = lo;
      this.upper = hi;
      return;
    }
    this.lower = Math.max(this.lower, lo);
    this.upper = Math.min(this.upper, hi);
  }

  /** Intersect with bounds learnt elsewhere (another client's responses). */
  narrow([lo, hi]: [number, number]): void {
    if (hi < this.lower || lo > this.upper) return;
    this.lower = Math.max(this.lower, lo);
    this.upper = Math.min(this.upper, hi);
  }

  /** The offset to subtract from a target time to get ours, erring late: 0 until a Date header was seen. */
  get safeOffsetMs(): number {
    return Number.isFinite(this.lower) ? this.lower : 0;
  }

  get bounds(): [number, number] {
    return [this.lower, this.upper];
  }
}

export class Pacer {
  private readonly windows = new Map<string, WindowState>();
  readonly events: PacerEvents = { waits: 0, waitedMs: 0, byBucket: {} };
  readonly clockOffset = new ClockOffset();
  private readonly keepInReserve: number;
  private readonly maxWaitMs: number;
  private readonly marginMs: number;
  private readonly idleThresholdMs: number;
  private readonly fullWindowMs: number;
  /** Window lengths learnt per bucket from the step between successive Resets (target clock, so skew does not matter). */
  private readonly learntWindowMs = new Map<string, number>();
  /**
   * The last Reset read per bucket, and our clock when its request was sent (the target answered after that), kept when the window is
   * forgotten, so that the next window's Reset gives the step.
   */
  private readonly lastReset = new Map<string, { reset: number; sentAt: number }>();
  /** Set once a step was seen between answers less than half of it apart: n windows need more than n - 1 whole ones between them, so one. */
  private windowMsSure = false;
  private holdsLeft = PROBE_HOLDS;
  /**
   * Per bucket, the Reset of the window whose last request is held to see the window turn (by Reset: an answer of the same window may replace
   * the state), and once sent that request's sequence number: the bucket's other requests wait for its answer rather than a full window of a
   * length it may correct.
   */
  private readonly holds = new Map<string, { reset: number; seq?: number }>();
  /** How often each reading decided a window's end (diagnostics, and the clock-skew tests). */
  readonly readings = { relative: 0, local: 0, fullWindow: 0 };
  private readonly clock: PacerClock;
  private idling = false;
  /**
   * Per bucket, the requests sent and not yet answered, oldest first; solo while no other request of the bucket was
   * in flight beside it (its answer is then the whole truth: nothing it could have missed, nothing answered out of order).
   */
  private readonly flights = new Map<string, Array<{ seq: number; solo: boolean }>>();
  private readonly answerWaiters = new Map<string, Array<() => void>>();
  /** Buckets whose window is unknown and whose first request is in flight: the others wait for its answer. */
  private readonly probing = new Set<string>();
  /**
   * Per bucket, the lowest Remaining answered in its latest window (by Reset). The target's counter only falls within a window, so once no
   * request of the bucket is in flight it is the target's count, exact: the pacer's own, kept low while answers came back in another order
   * than they were counted, is corrected up to it. Not exact when a request of that window (or the one before) got no answer: the target
   * may have counted it unseen.
   */
  private readonly lowest = new Map<string, { reset: number; remaining: number; exact: boolean }>();
  /** Buckets with a request that got no answer since their lowest Remaining was last begun: the next window's is not exact either. */
  private readonly unanswered = new Set<string>();
  private sequence = 0;
  /**
   * Work worth doing while a request is held for a window to reset (the run deletes what finished suite files
   * created): called with our clock time the wait ends; its own requests must not need a wait (see canSendNow).
   */
  onIdle?: (untilMs: number) => Promise<void>;
  /** Told of every wait before it starts (bucket, ms, why), so that a long one is shown (harness/wait-progress.ts). */
  onWait?: (wait: { bucket: string; ms: number; why: string }) => void;

  constructor(options: number | PacerOptions = {}) {
    const o = typeof options === 'number' ? { keepInReserve: options } : options;
    this.keepInReserve = o.keepInReserve ?? 0;
    this.maxWaitMs = o.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.marginMs = o.marginMs ?? DEFAULT_MARGIN_MS;
    this.idleThresholdMs = o.idleThresholdMs ?? 3000;
    this.fullWindowMs = o.fullWindowMs ?? DEFAULT_FULL_WINDOW_MS;
    this.clock = o.clock ?? systemClock;
  }

  now(): number {
    return this.clock.now();
  }

  /** Sleep on the pacer's clock (the client's 429 retry waits); `about` tells onWait what the wait is for, `account` whose quota wait it is. */
  async pause(ms: number, about?: { bucket: string; why: string }, account?: QuotaWaitAccount): Promise<void> {
    if (about) this.onWait?.({ ...about, ms });
    const bucket = about?.bucket ?? '(429)';
    account?.quotaWaitStarted(bucket);
    try {
      await this.clock.sleep(ms);
    } finally {
      account?.quotaWaitEnded(bucket);
    }
  }

  /**
   * Our clock time at which the target's window with this Reset is over, by the first plausible reading: Reset against the target's Date
   * (relative), Reset against our clock (local), or a full window of the bucket from `seenAt` (our clock when the Reset was read).
   */
  resetAt(resetSeconds: number, bucket?: string, seenAt = this.clock.now()): number {
    return this.reading(resetSeconds, bucket, seenAt).at;
  }

  private reading(resetSeconds: number, bucket: string | undefined, seenAt: number): { at: number; by: keyof Pacer['readings'] } {
    const relative = resetToMs(resetSeconds) - this.clockOffset.safeOffsetMs + this.marginMs;
    if (plausibleWait(relative - seenAt)) return { at: relative, by: 'relative' };
    const local = resetToMs(resetSeconds) + this.marginMs;
    if (plausibleWait(local - seenAt)) return { at: local, by: 'local' };
    return { at: seenAt + this.windowMsOf(bucket) + this.marginMs, by: 'fullWindow' };
  }

  /**
   * The window length: the shortest step between successive Resets seen in any bucket (§8 gives every group the same per-minute window; a
   * bucket whose own steps span several windows, because it waited, learns the true length from the others), else the default (a §8 minute).
   */
  windowMsOf(_bucket?: string): number {
    return this.learntWindowMs.size ? Math.min(...this.learntWindowMs.values()) : this.fullWindowMs;
  }

  /** ms from now until that moment, at least 0 and at most maxWaitMs. */
  msUntil(resetSeconds: number, bucket?: string, seenAt?: number): number {
    if (!Number.isFinite(resetSeconds)) return 1000;
    return Math.min(Math.max(this.resetAt(resetSeconds, bucket, seenAt) - this.clock.now(), 0), this.maxWaitMs);
  }

  /** What the pacer believes of a bucket's window (for tests and diagnostics). */
  state(bucket: string): WindowState | undefined {
    const s = this.windows.get(bucket);
    return s ? { ...s } : undefined;
  }

  /** True when a request of the bucket would be sent without waiting. */
  canSendNow(bucket: string): boolean {
    const state = this.windows.get(bucket);
    if (!state || this.clock.now() >= this.resetAt(state.reset, bucket, state.seenAt)) return true;
    if (state.remaining <= this.keepInReserve) return false;
    return !(state.remaining === this.keepInReserve + 1 && (this.holds.has(bucket) || this.shouldHold(bucket, state)));
  }

  /**
   * Whether to hold the last request of this window to see it turn: its Reset is implausible (the window's end is a guess of a full window),
   * no window length shorter than the hold is known, and no step was sure to be one window (else the hold could teach nothing).
   */
  private shouldHold(bucket: string, state: WindowState): boolean {
    if (this.holdsLeft <= 0 || this.windowMsSure || this.holds.has(bucket) || this.windowMsOf(bucket) <= PROBE_HOLD_MS) return false;
    return this.reading(state.reset, bucket, state.seenAt ?? this.clock.now()).by === 'fullWindow';
  }

  /** Requests of the bucket sent and not yet answered (counted by beforeRequest, released by afterResponse). */
  inFlight(bucket: string): number {
    return this.flights.get(bucket)?.length ?? 0;
  }

  /**
   * Wait, if the bucket's window is spent, until the target says it resets; then count the request as sent (in flight
   * until afterResponse). Returns the ms it held the request for a window (0: sent at once).
   *
   * With several checks in flight at once (CONFORMANCE_CONCURRENCY), one request of a bucket whose window is unknown
   * (none seen yet, or a new window) goes first and the others wait for an answer of the bucket: requests sent blind
   * at the start of a window could spend more than it holds.
   *
   * `account`: the check the request is for, told of every wait for quota, and asked before a window wait (it may refuse: the check is
   * then not assessed, and the request is not sent). Waits for another request's answer are the target's time, not quota waits.
   */
  async beforeRequest(bucket: string, account?: QuotaWaitAccount): Promise<number> {
    let waited = 0;
    for (;;) {
      const state = this.windows.get(bucket);
      if (!state) {
        if (this.probing.has(bucket)) {
          await this.nextAnswer(bucket);
          continue;
        }
        this.probing.add(bucket);
        return this.send(bucket, waited);
      }
      if (this.clock.now() >= this.resetAt(state.reset, bucket, state.seenAt)) {
        // Its window is over (or the answer that told it came late, from the window before): a new one is unknown.
        this.windows.delete(bucket);
        continue;
      }
      const hold = this.holds.get(bucket);
      if (state.remaining > this.keepInReserve) {
        const last = state.remaining === this.keepInReserve + 1;
        if (last && hold?.reset === state.reset) {
          await this.nextAnswer(bucket); // the window's last request is held, and goes first
          continue;
        }
        if (last && this.shouldHold(bucket, state)) {
          waited += await this.holdToSeeTurn(bucket, state, account);
          // The hold over, the request goes if its window, or one told meanwhile, has room; its answer ends the hold.
          const now = this.windows.get(bucket);
          if (now && now.remaining > this.keepInReserve && this.clock.now() < this.resetAt(now.reset, bucket, now.seenAt)) {
            now.remaining -= 1;
            const sent = this.send(bucket, waited);
            this.holds.set(bucket, { reset: state.reset, seq: this.sequence });
            return sent;
          }
          this.endHold(bucket);
          continue;
        }
        state.remaining -= 1; // count our own request until a response corrects it
        return this.send(bucket, waited);
      }
      if (hold) {
        // The held request's answer may show the window turned, and how long a window is: a wait for a full window of the length known now
        // could be a minute too long.
        await this.nextAnswer(bucket);
        continue;
      }
      const low = this.lowest.get(bucket);
      if (this.inFlight(bucket) > 0 && low?.exact && low.reset === state.reset) {
        // Spent by our count, but requests are in flight: once they are answered the target's own count is known (afterResponse), and it
        // may leave the window a request or more that a wait until the reset would lose (a whole window for a group spent to its last).
        await this.nextAnswer(bucket);
        continue;
      }
      this.readings[this.reading(state.reset, bucket, state.seenAt ?? this.clock.now()).by] += 1;
      const wait = this.msUntil(state.reset, bucket, state.seenAt);
      if (wait > 0) {
        const why = `window spent (X-RateLimit-Remaining ${state.remaining} of ${state.limit}), waiting for its reset`;
        account?.admitWait(bucket, wait, why); // throws before anything of the bucket changed: nothing to undo
        waited += wait;
        await this.hold(bucket, wait, why, true, account);
      }
      if (this.windows.get(bucket) !== state) continue; // another request's answer told the window meanwhile
      if (this.clock.now() >= this.resetAt(state.reset, bucket, state.seenAt)) {
        // A new window: nothing is known of it until the target answers.
        this.windows.delete(bucket);
        continue;
      }
      // Still before the reset (a Reset beyond maxWaitMs): send, and let the target's answer decide.
      state.remaining -= 1;
      return this.send(bucket, waited);
    }
  }

  /** Hold the last request of a window whose end is a guess (see PROBE_HOLD_MS); the bucket's other requests wait for its answer. */
  private async holdToSeeTurn(bucket: string, state: WindowState, account?: QuotaWaitAccount): Promise<number> {
    this.holdsLeft -= 1;
    this.holds.set(bucket, { reset: state.reset });
    const ms = PROBE_HOLD_MS + this.marginMs;
    // No idle work: its requests of this bucket would wait for the answer of the request it holds.
    await this.hold(
      bucket,
      ms,
      'X-RateLimit-Reset implausible (clock off), window length unknown: the last request of the window held to see it turn',
      false,
      account,
    );
    return ms;
  }

  /** Hold a request `ms` (a pacing wait, told to onWait); a long one gives the time to idle work first when `idle`. */
  private async hold(bucket: string, ms: number, why: string, idle: boolean, account?: QuotaWaitAccount): Promise<void> {
    account?.quotaWaitStarted(bucket);
    try {
      await this.holdFor(bucket, ms, why, idle);
    } finally {
      account?.quotaWaitEnded(bucket);
    }
  }

  private async holdFor(bucket: string, ms: number, why: string, idle: boolean): Promise<void> {
    this.events.waits += 1;
    this.events.waitedMs += ms;
    this.events.byBucket[bucket] ??= { waits: 0, waitedMs: 0 };
    const b = this.events.byBucket[bucket];
    b.waits += 1;
    b.waitedMs += ms;
    const until = this.clock.now() + ms;
    this.onWait?.({ bucket, ms, why });
    if (idle && this.onIdle && !this.idling && ms >= this.idleThresholdMs) {
      this.idling = true;
      try {
        await this.onIdle(until);
      } catch {
        // Idle work is a courtesy; the final cleanup does whatever it left.
      } finally {
        this.idling = false;
      }
    }
    const rest = until - this.clock.now();
    if (rest > 0) await this.clock.sleep(rest);
  }

  private endHold(bucket: string): void {
    this.holds.delete(bucket);
    this.wakeWaiters(bucket);
  }

  /** Count a request sent without pacing (a check that expects a 429) as in flight, so that its answer releases it. */
  sentUnpaced(bucket: string): void {
    this.send(bucket, 0);
  }

  private send(bucket: string, waited: number): number {
    this.sequence += 1;
    const flights = this.flights.get(bucket) ?? [];
    for (const f of flights) f.solo = false;
    flights.push({ seq: this.sequence, solo: flights.length === 0 });
    this.flights.set(bucket, flights);
    return waited;
  }

  private nextAnswer(bucket: string): Promise<void> {
    return new Promise((resolve) => {
      const list = this.answerWaiters.get(bucket) ?? [];
      list.push(resolve);
      this.answerWaiters.set(bucket, list);
    });
  }

  /**
   * Learn the bucket's window from a response; sentAt/receivedAt (our clock) bound the target's clock offset. Called
   * with no headers when a request got no answer (a transport error), to release it.
   *
   * A response's Remaining counts the requests the target had received when it answered: requests of the bucket sent
   * after the answered one and still unanswered may not be in it, so they are taken off. Within one window the lower
   * of that and what the pacer already counted holds, unless the request was alone in flight (one at a time): answers
   * of requests in flight together may come back in another order than they were counted.
   */
  afterResponse(bucket: string, headers: Record<string, string>, sentAt?: number, receivedAt?: number): void {
    const flights = this.flights.get(bucket) ?? [];
    // The oldest request in flight is taken as the one answered: with one at a time it is; with several, taking the
    // oldest counts at least as many requests as unanswered as there are.
    const answered = flights.shift();
    const solo = answered?.solo ?? true;
    if (sentAt !== undefined && receivedAt !== undefined) this.clockOffset.observe(headers.date, sentAt, receivedAt);
    const state = readRateLimitHeaders(headers);
    if (state) {
      const before = this.lastReset.get(bucket);
      const answeredBy = receivedAt ?? this.clock.now();
      this.lastReset.set(bucket, { reset: state.reset, sentAt: sentAt ?? answeredBy });
      if (before !== undefined && state.reset > before.reset) {
        // A new window: the step between Resets is a window (or several, when some passed unseen: the smallest step is kept).
        const step = resetToMs(state.reset) - resetToMs(before.reset);
        if (step <= PLAUSIBLE_AHEAD_MS) {
          this.learntWindowMs.set(bucket, Math.min(step, this.learntWindowMs.get(bucket) ?? Number.POSITIVE_INFINITY));
          if (answeredBy - before.sentAt <= step / 2) this.windowMsSure = true;
        }
      }
      const learnt = {
        ...state,
        seenAt: receivedAt ?? this.clock.now(),
        remaining: state.remaining - flights.filter((f) => answered === undefined || f.seq > answered.seq).length,
      };
      const known = this.windows.get(bucket);
      if (!known || state.reset > known.reset || solo) this.windows.set(bucket, learnt);
      else if (state.reset === known.reset) known.remaining = Math.min(known.remaining, learnt.remaining);
      // An earlier Reset among requests in flight together: an answer of the window before, already superseded.
      const low = this.lowest.get(bucket);
      if (!low || state.reset > low.reset) {
        this.lowest.set(bucket, { reset: state.reset, remaining: state.remaining, exact: !this.unanswered.has(bucket) });
        this.unanswered.delete(bucket);
      } else if (state.reset === low.reset) low.remaining = Math.min(low.remaining, state.remaining);
      const now = this.windows.get(bucket);
      const lowNow = this.lowest.get(bucket);
      if (flights.length === 0 && now && lowNow?.exact && lowNow.reset === now.reset) now.remaining = lowNow.remaining;
    } else {
      // No answer (a transport error), or one without the headers: the target may have counted the request, in this window or the next.
      const low = this.lowest.get(bucket);
      if (low) low.exact = false;
      this.unanswered.add(bucket);
    }
    this.probing.delete(bucket);
    const hold = this.holds.get(bucket);
    if (hold?.seq !== undefined && !flights.some((f) => f.seq === hold.seq)) this.holds.delete(bucket); // the held request is answered
    this.wakeWaiters(bucket);
  }

  private wakeWaiters(bucket: string): void {
    const waiters = this.answerWaiters.get(bucket);
    if (waiters) {
      this.answerWaiters.delete(bucket);
      for (const resolve of waiters) resolve();
    }
  }

  /**
   * How long to wait after an unexpected 429 before retry number `attempt` (0-based): until its Reset; without a
   * usable Reset, or when the Reset has already passed by our clock (skew), 1 s, 2 s, 4 s...
   */
  retryDelayMs(headers: Record<string, string>, attempt: number, bucket?: string): number {
    const backoff = Math.min(1000 * 2 ** attempt, this.maxWaitMs);
    const state = readRateLimitHeaders(headers);
    if (!state) return backoff;
    const wait = this.msUntil(state.reset, bucket);
    return wait > this.marginMs ? wait : backoff;
  }

  forget(bucket: string): void {
    this.windows.delete(bucket);
  }

  snapshot(): PacerSnapshot {
    const bounds = this.clockOffset.bounds;
    return {
      windows: Object.fromEntries([...this.windows].map(([k, v]) => [k, { ...v }])),
      ...(Number.isFinite(bounds[0]) && Number.isFinite(bounds[1]) ? { offsetBounds: bounds } : {}),
    };
  }

  /** Take over what another client of the same key learnt later than this one (windows are the target's, so still valid). */
  restore(snapshot: PacerSnapshot | undefined): void {
    if (!snapshot) return;
    for (const [k, v] of Object.entries(snapshot.windows)) this.windows.set(k, { ...v });
    if (snapshot.offsetBounds) this.clockOffset.narrow(snapshot.offsetBounds);
  }
}
