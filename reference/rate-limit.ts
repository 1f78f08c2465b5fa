// reference/rate-limit.ts: §8 limits per API key and operation group in fixed windows, the X-RateLimit-* headers on every response, 429 past the limit.
import type { RequestHandler } from 'express';
import { operation } from '../contracts/spec-data.js';
import type { Clock } from './clock.js';
import { windowMsOf, type ReferenceConfig } from './config.js';
import { ApiError } from './errors.js';
import { presentedToken } from './auth.js';
import type { ReferenceParts } from './parts.js';

export interface RateDecision {
  allowed: boolean;
  /** X-RateLimit-Limit: the group's limit per window. */
  limit: number;
  /** X-RateLimit-Remaining: after this request, never negative. */
  remaining: number;
  /** X-RateLimit-Reset: Unix time in seconds (rounded up) when the window ends. */
  resetSeconds: number;
}

interface Counter {
  windowStart: number;
  /** When the window ends: a bucket idle past it holds nothing worth keeping (a new window starts from 0 anyway). */
  endsAt: number;
  count: number;
}

export class RateLimiter {
  /** Buckets in least-recently-used order (a bucket is moved to the end when used), at most config.rateLimitMaxBuckets of them. */
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly config: ReferenceConfig,
    private readonly clock: Clock,
  ) {}

  /** Counts one request of `identity` (the presented key, or 'anonymous') on a group and decides. */
  take(identity: string, groupId: string): RateDecision {
    const group = this.config.rateLimitGroups[groupId];
    if (!group) throw new Error(`unknown rate-limit group ${groupId}`);
    const now = this.clock.now();
    const windowMs = windowMsOf(this.config, group);
    const burst = this.count(`${identity}\u0000${groupId}`, windowMs, now);
    let decision: RateDecision = {
      allowed: burst.count <= group.limit,
      limit: group.limit,
      remaining: Math.max(0, group.limit - burst.count),
      resetSeconds: Math.ceil((burst.windowStart + windowMs) / 1000),
    };
    if (group.hourlyLimit !== undefined) {
      // §8 core: "Default 1000 requests per hour" next to the per-minute burst the headers report.
      const hourMs = windowMs * this.config.hourlyWindows;
      const hour = this.count(`${identity}\u0000${groupId}\u0000hour`, hourMs, now);
      if (hour.count > group.hourlyLimit && decision.allowed) {
        decision = { ...decision, allowed: false, remaining: 0, resetSeconds: Math.ceil((hour.windowStart + hourMs) / 1000) };
      }
    }
    if (!this.config.rateLimits) decision = { ...decision, allowed: true };
    return decision;
  }

  /** Buckets held now: bounded however many distinct tokens are presented. */
  get bucketCount(): number {
    return this.counters.size;
  }

  private count(bucket: string, windowMs: number, now: number): Counter {
    const windowStart = Math.floor(now / windowMs) * windowMs; // fixed windows aligned to the epoch
    let counter = this.counters.get(bucket);
    this.counters.delete(bucket);
    if (!counter || counter.windowStart !== windowStart) counter = { windowStart, endsAt: windowStart + windowMs, count: 0 };
    this.counters.set(bucket, counter);
    // Per-token state is bounded: past the cap the least recently used bucket goes (a flood of distinct, mostly invalid, tokens evicts its own
    // idle buckets; a key in use stays at the recent end).
    while (this.counters.size > this.config.rateLimitMaxBuckets) this.counters.delete(this.counters.keys().next().value as string);
    // And idle buckets expire: the least recently used ones whose window has ended go, two per request, so that the state shrinks back after a
    // flood instead of staying at the cap.
    for (let i = 0; i < 2; i++) {
      const [oldest, idle] = this.counters.entries().next().value as [string, Counter];
      if (idle === counter || idle.endsAt > now) break;
      this.counters.delete(oldest);
    }
    counter.count += 1;
    return counter;
  }
}

/** Runs first on every operation, before authentication, so 401s carry the headers too. */
export function rateLimitFor(parts: ReferenceParts, operationId: string): RequestHandler {
  const groupId = operation(operationId).group;
  return (req, res, next) => {
    const decision = parts.rateLimiter.take(presentedToken(req) ?? 'anonymous', groupId);
    res.setHeader('X-RateLimit-Limit', String(decision.limit));
    res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
    res.setHeader('X-RateLimit-Reset', String(decision.resetSeconds));
    if (!decision.allowed) {
      next(new ApiError(429, `rate limit of ${decision.limit} requests per window exceeded; retry after ${decision.resetSeconds}`));
      return;
    }
    next();
  };
}
