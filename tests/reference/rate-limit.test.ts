// tests/reference/rate-limit.test.ts: the reference's §8 limits: X-RateLimit-* headers on every response, per key and per operation group, 429 past the limit,
// fixed windows, the core hourly quota.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { limits, operations, rateLimitGroupOf } from '../../contracts/spec-data.js';
import { buildParts } from '../../reference/parts.js';
import { ACTIVE, manualClock, useReference, withReference } from './running-reference.js';

const WINDOW = 500;
const transfers = limits.rateLimitGroups.domain_transfers.limit;

const samplePath = (path: string) =>
  path
    .replace('{user_identifier}', 'fixture-owner')
    .replace('{domain_id}', ACTIVE)
    .replace('{record_id}', 'rec_nope')
    .replace('{id}', 'rec_nope')
    .replace('{transfer_id}', 'trf_nope')
    .replace('{domain_name}', 'example.com');

const headersOf = (res: request.Response) => ({
  limit: Number(res.headers['x-ratelimit-limit']),
  remaining: Number(res.headers['x-ratelimit-remaining']),
  reset: Number(res.headers['x-ratelimit-reset']),
});

describe('X-RateLimit-* headers (§8)', () => {
  const clock = manualClock(Date.UTC(2030, 0, 15, 12, 0, 20, 250));
  const t = useReference({ now: clock.now });

  it.each(operations.map((op) => [op.id, op.method, op.path]))("%s reports its group's limit, and the window end in Unix seconds", async (id, method, path) => {
    const res = await t.api[method.toLowerCase() as 'get'](samplePath(path));
    expect(res.status).not.toBe(429);
    const windowEnd = Date.UTC(2030, 0, 15, 12, 1, 0) / 1000; // 60 s windows aligned to the epoch
    expect(headersOf(res)).toEqual({ limit: rateLimitGroupOf(id).limit, remaining: rateLimitGroupOf(id).limit - 1, reset: windowEnd });
  });

  it('sends the headers on 401 and 404 responses too', async () => {
    const anonymous = await request(t.ref.url).get('/api/v1/users/fixture-owner');
    expect(anonymous.status).toBe(401);
    expect(headersOf(anonymous).limit).toBe(limits.rateLimitGroups.user_retrieval.limit);
    const missing = await t.api.get('/api/v1/users/nobody');
    expect(missing.status).toBe(404);
    expect(headersOf(missing).remaining).toBe(limits.rateLimitGroups.user_retrieval.limit - 1); // anonymous requests have their own bucket
  });

  it('counts down per key and per group', async () => {
    await t.api.get('/api/v1/domains/tlds');
    expect(headersOf(await t.api.get('/api/v1/domains/tlds')).remaining).toBe(limits.rateLimitGroups.domain_retrieval.limit - 2);
    expect(headersOf(await t.other.get('/api/v1/domains/tlds')).remaining).toBe(limits.rateLimitGroups.domain_retrieval.limit - 1);
    expect(headersOf(await t.api.get('/api/v1/users')).remaining).toBe(limits.rateLimitGroups.user_retrieval.limit - 1);
  });
});

describe(`429 past the limit (§8, domain transfers: ${transfers} per window)`, () => {
  const clock = manualClock(Date.UTC(2030, 0, 15, 12, 0, 0, 100));
  const t = useReference({ now: clock.now, windowMs: WINDOW });
  const status = (api = t.api) => api.get('/api/v1/domains/transfers/trf_nope');

  it(`answers 429 rate_limit_exceeded to request ${transfers + 1} of a window, with Remaining 0, and serves again in the next window`, async () => {
    for (let i = 1; i <= transfers; i++) {
      const res = await status();
      expect(res.status).toBe(404);
      expect(headersOf(res).remaining).toBe(transfers - i);
    }
    const limited = await status();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate_limit_exceeded', message: expect.any(String) });
    expect(headersOf(limited)).toEqual({ limit: transfers, remaining: 0, reset: Math.ceil(Date.UTC(2030, 0, 15, 12, 0, 0, WINDOW) / 1000) });
    expect((await t.api.post('/api/v1/domains/transfer', {})).status).toBe(429); // the same group
    expect((await t.api.get('/api/v1/domains/tlds')).status).toBe(200); // another group
    expect((await status(t.other)).status).toBe(404); // another key

    clock.advance(WINDOW);
    const next = await status();
    expect(next.status).toBe(404);
    expect(headersOf(next).remaining).toBe(transfers - 1);
  });

  it('limits unauthenticated requests in their own bucket and still answers 429 before 401', async () => {
    for (let i = 0; i < transfers; i++) expect((await request(t.ref.url).get('/api/v1/domains/transfers/x')).status).toBe(401);
    expect((await request(t.ref.url).get('/api/v1/domains/transfers/x')).status).toBe(429);
    expect((await status()).status).toBe(404);
  });

  it('with rateLimits false sends the headers but never 429', async () => {
    await withReference({ rateLimits: false, windowMs: WINDOW, now: clock.now }, async (_ref, api) => {
      for (let i = 0; i <= transfers + 2; i++) {
        const res = await api.get('/api/v1/domains/transfers/trf_nope');
        expect(res.status).toBe(404);
        expect(res.headers['x-ratelimit-limit']).toBe(String(transfers));
      }
    });
  });
});

describe('the core group: burst per window and an hourly quota over 60 windows (§8)', () => {
  it('refuses past the hourly quota even when each window is under its burst limit, until the hour ends', () => {
    const clock = manualClock(0);
    const parts = buildParts({ windowMs: 10, now: clock.now });
    const core = limits.rateLimitGroups.core;
    let refusedAt = -1;
    for (let i = 0; i < core.hourlyLimit! + 1; i++) {
      if (i % (core.limit / 2) === 0) clock.advance(10); // next window: the burst never runs out
      const decision = parts.rateLimiter.take('key', 'core');
      if (!decision.allowed) {
        refusedAt = i;
        expect(decision).toMatchObject({ limit: core.limit, remaining: 0, resetSeconds: 1 }); // the 600 ms hour ends at 0.6 s
        break;
      }
    }
    expect(refusedAt).toBe(core.hourlyLimit);
    clock.set(600);
    expect(parts.rateLimiter.take('key', 'core').allowed).toBe(true);
  });

  it(`refuses request ${limits.rateLimitGroups.core.limit + 1} of one window`, () => {
    const parts = buildParts({ now: () => 0 });
    const decisions = Array.from({ length: limits.rateLimitGroups.core.limit + 1 }, () => parts.rateLimiter.take('key', 'core'));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(limits.rateLimitGroups.core.limit);
    expect(decisions.at(-1)).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 60 });
  });
});
