// reference/rate-limit.ts: §8 limits per API key and operation group in fixed windows (or token buckets), the X-RateLimit-* headers on every response,
// 429 past the limit.
import type { RequestHandler } from 'express';
import type { Clock } from './clock.js';
import { windowMsOf, type ReferenceConfig } from './config.js';
import { ApiError } from './errors.js';
import { presentedToken } from './auth.js';
import type { ReferenceParts } from './parts.js';
import { errorsUncounted, rateLimitGroupFor } from './variants.js';

export interface RateDecision {
  allowed: boolean;
  /** X-RateLimit-Limit: the group's limit per window. */
  limit: number;
  /** X-RateLimit-Remaining: after this request, never negative. */
  remaining: number;
  /** X-RateLimit-Reset: Unix time in seconds (rounded up) when the window ends. */
  resetSeconds: number;
  /** The same moment in ms, not rounded (variant ratelimit-fractional-reset writes it with its milliseconds). */
  resetMs: number;
}

/** A fixed window's count (AMB-RATE-LIMIT-WINDOW fixed-window). */
interface Counter {
  kind: 'window';
  windowStart: number;
  /** When the window ends: a bucket idle past it holds nothing worth keeping (a new window starts from 0 anyway). */
  endsAt: number;
  count: number;
}

/** A token bucket (variant ratelimit-token-bucket): `tokens` at time `at`, refilled at the limit per window. */
interface TokenBucket {
  kind: 'bucket';
  tokens: number;
  at: number;
  /** When the bucket is full again: idle past it, it is the same as a new one. */
  endsAt: number;
}

type Entry = Counter | TokenBucket;

/** Where a fixed window begins: aligned to the epoch (every §8 minute), or at the first request after the last window ended. */
type WindowStart = 'epoch' | 'first-request';

export class RateLimiter {
  /** Buckets in least-recently-used order (a bucket is moved to the end when used), at most config.rateLimitMaxBuckets of them. */
  private readonly counters = new Map<string, Entry>();

  private readonly config: ReferenceConfig;
  private readonly clock: Clock;
  constructor(config: ReferenceConfig, clock: Clock) {
    this.config = config;
    this.clock = clock;
  }

  /** Counts one request of `identity` (the presented key, or 'anonymous') on a group and decides. */
  take(identity: string, groupId: string): RateDecision {
    const group = this.config.rateLimitGroups[groupId];
    if (!group) throw new Error(`unknown rate-limit group ${groupId}`);
    const now = this.clock.now();
    const windowMs = windowMsOf(this.config, group);
    const key = `${identity}\u0000${groupId}`;
    // A group counted by the hour (variant core-quota-on-shared-paths) starts its window at the key's first request, as an hourly quota
    // often does: its Reset then lies most of an hour ahead, whatever the time of day.
    const start = group.windowSeconds > 60 ? 'first-request' : 'epoch';
    let decision =
      this.config.rateLimitModel === 'token-bucket'
        ? this.fromBucket(key, group.limit, windowMs, now)
        : this.fromWindow(key, group.limit, windowMs, now, start);
    if (group.hourlyLimit !== undefined) {
      // §8 core: "Default 1000 requests per hour" next to the per-minute burst the headers report.
      const hourMs = windowMs * this.config.hourlyWindows;
      const hourKey = `${key}\u0000hour`;
      if (this.config.hourlyModel === 'token-bucket') {
        // Variant ratelimit-hourly-bucket: the quota refills continuously, a token every hourMs / hourlyLimit.
        const hour = this.fromBucket(hourKey, group.hourlyLimit, hourMs, now);
        if (!hour.allowed && decision.allowed) decision = { ...decision, allowed: false, remaining: 0, resetMs: hour.resetMs, resetSeconds: hour.resetSeconds };
      } else {
        const hour = this.count(hourKey, hourMs, now);
        if (hour.count > group.hourlyLimit && decision.allowed) {
          const resetMs = hour.windowStart + hourMs;
          decision = { ...decision, allowed: false, remaining: 0, resetMs, resetSeconds: Math.ceil(resetMs / 1000) };
        }
      }
    }
    if (!this.config.rateLimits) decision = { ...decision, allowed: true };
    return decision;
  }

  /** Buckets held now: bounded however many distinct tokens are presented. */
  get bucketCount(): number {
    return this.counters.size;
  }

  /** Fixed windows: every request counts, the window's end is the Reset. */
  private fromWindow(key: string, limit: number, windowMs: number, now: number, start: WindowStart): RateDecision {
    const counter = this.count(key, windowMs, now, start);
    const resetMs = counter.windowStart + windowMs;
    return { allowed: counter.count <= limit, limit, remaining: Math.max(0, limit - counter.count), resetMs, resetSeconds: Math.ceil(resetMs / 1000) };
  }

  /**
   * A token bucket holding at most `limit`, refilled continuously at `limit` per window: a request takes a token if there is one. Remaining is
   * the whole tokens left, so two requests close together may report the same number, and more after a pause; Reset is when the bucket will
   * be full again, so it moves with every request.
   */
  private fromBucket(key: string, limit: number, windowMs: number, now: number): RateDecision {
    const bucket = this.entry(key, now, (old) => (old?.kind === 'bucket' ? old : { kind: 'bucket', tokens: limit, at: now, endsAt: now })) as TokenBucket;
    bucket.tokens = Math.min(limit, bucket.tokens + ((now - bucket.at) * limit) / windowMs);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const resetMs = now + ((limit - bucket.tokens) * windowMs) / limit;
    bucket.endsAt = resetMs;
    return { allowed, limit, remaining: Math.floor(bucket.tokens), resetMs, resetSeconds: Math.ceil(resetMs / 1000) };
  }

  private count(key: string, windowMs: number, now: number, start: WindowStart = 'epoch'): Counter {
    const counter = this.entry(key, now, (old) => {
      if (start === 'first-request')
        return old?.kind === 'window' && now < old.endsAt ? old : { kind: 'window', windowStart: now, endsAt: now + windowMs, count: 0 };
      const windowStart = Math.floor(now / windowMs) * windowMs; // fixed windows aligned to the epoch
      return old?.kind === 'window' && old.windowStart === windowStart ? old : { kind: 'window', windowStart, endsAt: windowStart + windowMs, count: 0 };
    }) as Counter;
    counter.count += 1;
    return counter;
  }

  /**
   * Gives one request of `identity` back to a group (variant ratelimit-errors-uncounted): its fixed window, or bucket, and its hour, where the
   * window the request was counted in is still the current one.
   */
  giveBack(identity: string, groupId: string): void {
    const key = `${identity}\u0000${groupId}`;
    for (const k of [key, `${key}\u0000hour`]) {
      const held = this.counters.get(k);
      if (held?.kind === 'window' && held.count > 0 && this.clock.now() < held.endsAt) held.count -= 1;
      else if (held?.kind === 'bucket') held.tokens += 1;
    }
  }

  /** The entry of a key, made by `fresh` from the one held (or none), moved to the recent end; evicts and expires others. */
  private entry(key: string, now: number, fresh: (old: Entry | undefined) => Entry): Entry {
    const old = this.counters.get(key);
    this.counters.delete(key);
    const entry = fresh(old);
    this.counters.set(key, entry);
    // Per-token state is bounded: past the cap the least recently used bucket goes (a flood of distinct, mostly invalid, tokens evicts its own
    // idle buckets; a key in use stays at the recent end).
    while (this.counters.size > this.config.rateLimitMaxBuckets) this.counters.delete(this.counters.keys().next().value as string);
    // And idle buckets expire: the least recently used ones whose window has ended go, two per request, so that the state shrinks back after a
    // flood instead of staying at the cap.
    for (let i = 0; i < 2; i++) {
      const [oldest, idle] = this.counters.entries().next().value as [string, Entry];
      if (idle === entry || idle.endsAt > now) break;
      this.counters.delete(oldest);
    }
    return entry;
  }
}

/** Runs first on every operation, before authentication, so 401s carry the headers too. */
export function rateLimitFor(parts: ReferenceParts, operationId: string): RequestHandler {
  const groupId = rateLimitGroupFor(parts, operationId);
  return (req, res, next) => {
    const identity = presentedToken(req) ?? 'anonymous';
    const decision = parts.rateLimiter.take(identity, groupId);
    if (errorsUncounted(parts)) res.on('finish', () => res.statusCode >= 400 && parts.rateLimiter.giveBack(identity, groupId));
    res.setHeader('X-RateLimit-Limit', String(decision.limit));
    res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
    res.setHeader('X-RateLimit-Reset', parts.config.fractionalReset ? (decision.resetMs / 1000).toFixed(3) : String(decision.resetSeconds));
    if (!decision.allowed) {
      next(new ApiError(429, `rate limit of ${decision.limit} requests per window exceeded; retry after ${decision.resetSeconds}`));
      return;
    }
    next();
  };
}
