// tests/reference/token-flood.test.ts: 200,000 requests with distinct bearer tokens through the reference's own per-request handlers, in process
// (issue 12 Deliver 7): every one is refused 401 (§5 rule 3), the rate-limit buckets never exceed their cap, and once the flood's windows have
// ended its idle buckets expire. The handlers are the ones every route mounts first (rate limit, then authentication): the per-token state
// lives there; a sample also goes through the whole express app, which shares the same limiter.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Express, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createReference } from '../../reference/app.js';
import { authenticate } from '../../reference/auth.js';
import { ApiError } from '../../reference/errors.js';
import { rateLimitFor } from '../../reference/rate-limit.js';
import { manualClock } from './running-reference.js';

const socket = new Socket(); // never connected: the handlers only read the request and set headers

/** One GET through the whole express app, no network: resolves with the status when the app ends the response. */
function throughApp(app: Express, path: string, headers: Record<string, string>): Promise<number> {
  const req = new IncomingMessage(socket);
  req.method = 'GET';
  req.url = path;
  req.headers = headers;
  req.push(null);
  const res = new ServerResponse(req);
  return new Promise((resolve) => {
    res.end = (() => {
      resolve(res.statusCode);
      return res;
    }) as ServerResponse['end'];
    app(req, res);
  });
}

/** The status the route's first handlers decide: 429 or 401 from the error they pass on, else undefined (the operation would run). */
function throughHandlers(chain: RequestHandler[], token: string): number | undefined {
  const req = { headers: { authorization: `Bearer ${token}` } } as unknown as Request;
  const res = { setHeader() {}, locals: {} } as unknown as Response;
  for (const handler of chain) {
    let passed: unknown = 'not called';
    handler(req, res, (error?: unknown) => {
      passed = error;
    });
    if (passed instanceof ApiError) return passed.status;
    if (passed !== undefined) throw new Error(`handler neither passed nor failed: ${String(passed)}`);
  }
  return undefined;
}

describe('a flood of distinct unauthenticated tokens', () => {
  it('200,000 tokens: all 401, buckets never above the cap, and idle ones expire once their window is over', async () => {
    const clock = manualClock();
    const { app, parts, fixtures } = createReference({ now: clock.now, windowMs: 1000 });
    const chain = [rateLimitFor(parts, 'listUsers'), authenticate(parts)];
    const cap = parts.config.rateLimitMaxBuckets;
    let peak = 0;
    const statuses: Record<string, number> = {};
    for (let i = 0; i < 200_000; i++) {
      const status = String(throughHandlers(chain, `flood-${i}`));
      statuses[status] = (statuses[status] ?? 0) + 1;
      peak = Math.max(peak, parts.rateLimiter.bucketCount);
      if (i % 20_000 === 0) clock.advance(100); // the flood spans several windows
    }
    // A sample through the whole app: the same limiter, the same bound.
    for (let i = 0; i < 2000; i++) expect(await throughApp(app, '/api/v1/users', { authorization: `Bearer app-flood-${i}` })).toBe(401);
    peak = Math.max(peak, parts.rateLimiter.bucketCount);
    const afterFlood = parts.rateLimiter.bucketCount;
    // The flood is over; requests of the real key after its windows have ended let idle buckets go, two per request.
    clock.advance(60 * 60_000 + 1000);
    for (let i = 0; i < 1000; i++) expect(throughHandlers(chain, fixtures.apiKey)).toBeUndefined();
    console.log(
      `token flood: ${JSON.stringify(statuses)}, buckets peak ${peak} (cap ${cap}), ${afterFlood} after it, ` +
        `${parts.rateLimiter.bucketCount} after 1,000 requests of the real key`,
    );
    expect(statuses).toEqual({ 401: 200_000 });
    expect(peak).toBeLessThanOrEqual(cap);
    expect(parts.rateLimiter.bucketCount).toBeLessThanOrEqual(afterFlood - 1900);
  }, 120_000);
});
