// tests/reference/errors.test.ts: the reference's §7 error bodies and statuses for bad input (malformed JSON, wrong types, oversized bodies), unknown paths,
// 500s, Content-Type, and the request/response hooks faults use.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { Fault } from '../../reference/faults/types.js';
import { ACTIVE, withReference, useReference } from './running-reference.js';

describe('malformed and oversized requests are 4xx with a documented body, never 500 (§7)', () => {
  const t = useReference();
  const raw = (path: string, body: string, contentType = 'application/json') =>
    request(t.ref.url).post(path).set('Authorization', `Bearer ${t.ref.fixtures.apiKey}`).set('Content-Type', contentType).send(body);

  it.each([
    ['truncated JSON', '{"user_identifier": "a"'],
    ['a bare string', '"fixture-owner"'],
    ['a number', '42'],
    ['trailing garbage', '{"user_identifier":"a"} x'],
  ])('answers 400 validation_error to %s', async (_what, body) => {
    const res = await raw('/api/v1/users', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', message: expect.any(String) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 400 to a JSON array where an object is expected', async () => {
    const res = await raw(`/api/v1/domains/${ACTIVE}/dns`, '[{"type":"A"}]');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ field: 'body', code: 'invalid_format' });
  });

  it('reads a JSON body sent as text/plain as JSON, and rejects non-JSON text with 400', async () => {
    expect((await raw('/api/v1/users', '{"user_identifier":"plain-text"}', 'text/plain')).status).toBe(201);
    expect((await raw('/api/v1/users', 'user_identifier=x', 'application/x-www-form-urlencoded')).status).toBe(400);
  });

  it('answers 400 to a body over 1 MB and stays up', async () => {
    const res = await raw('/api/v1/users', JSON.stringify({ user_identifier: 'big', email: `${'a'.repeat(1_100_000)}@example.com` }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect((await t.api.get('/api/v1/users/fixture-owner')).status).toBe(200);
  });

  it('answers 422 to strings far longer than allowed inside the body limit', async () => {
    expect((await t.api.post('/api/v1/users', { user_identifier: 'u'.repeat(500_000) })).status).toBe(422);
    expect((await t.api.post(`/api/v1/domains/${ACTIVE}/dns`, { type: 'TXT', name: 'big', content: 't'.repeat(500_000) })).status).toBe(422);
  });

  it.each([
    ['type', { type: 1, name: 'a', content: '192.0.2.1' }],
    ['name', { type: 'A', name: ['a'], content: '192.0.2.1' }],
    ['content', { type: 'A', name: 'a', content: { ip: '192.0.2.1' } }],
    ['priority', { type: 'MX', name: 'a', content: 'mx.example.com', priority: '10' }],
  ])('answers 400 when %s has the wrong JSON type', async (field, body) => {
    const res = await t.api.post(`/api/v1/domains/${ACTIVE}/dns`, body);
    expect(res.status).toBe(400);
    expect(res.body.details.field).toBe(field);
  });

  it('answers a POST without any body as a body without the required fields (400)', async () => {
    const res = await request(t.ref.url).post('/api/v1/users').set('Authorization', `Bearer ${t.ref.fixtures.apiKey}`);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ field: 'user_identifier', code: 'missing_required_field' });
  });

  it('answers an unknown path or method with 404 not_found in JSON', async () => {
    for (const res of [await t.api.get('/api/v1/nothing'), await t.api.delete('/api/v1/domains/tlds'), await t.api.get('/')]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('sends Content-Type application/json on bodies and neither body nor Content-Type on 204', async () => {
    const ok = await t.api.get('/api/v1/domains/tlds');
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    const gone = await t.api.delete(`/api/v1/domains/${ACTIVE}/dns/rec_fixture_active_a`);
    expect(gone.status).toBe(204);
    expect(gone.headers['content-type']).toBeUndefined();
    expect(gone.text).toBe('');
  });
});

describe('an unexpected exception is a 500 internal_error in JSON', () => {
  it('answers 500 {error: internal_error} and keeps serving', async () => {
    const broken: Fault = {
      name: 'test-throws',
      violates: [],
      operations: ['*'],
      summary: 'getUser throws',
      apply(parts) {
        parts.store.getUser = () => {
          throw new Error('planted');
        };
      },
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await withReference({ faults: [broken] }, async (_ref, api) => {
        const res = await api.get('/api/v1/users/fixture-owner');
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ error: 'internal_error', message: expect.any(String) });
        expect(res.headers['x-ratelimit-limit']).toBeDefined();
        expect((await api.get('/api/v1/domains/tlds')).status).toBe(200);
      });
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('hooks: the seams a fault uses', () => {
  it('hooks.after rewrites status, body and headers of every response', async () => {
    const rewrite: Fault = {
      name: 'test-rewrite',
      violates: [],
      operations: ['*'],
      summary: 'status 202, no Remaining header, text/plain',
      apply(parts) {
        parts.hooks.after.push((req, status, body, headers) => {
          if (!req.path.startsWith('/api/v1/domains/tlds')) return { status, body, headers };
          const { 'x-ratelimit-remaining': _dropped, ...rest } = headers;
          return { status: 202, body: { wrapped: body }, headers: { ...rest, 'content-type': 'text/plain' } };
        });
      },
    };
    await withReference({ faults: [rewrite] }, async (_ref, api) => {
      const res = await api.get('/api/v1/domains/tlds');
      expect(res.status).toBe(202);
      expect(res.headers['content-type']).toBe('text/plain');
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
      expect(JSON.parse(res.text).wrapped.tlds).toBeInstanceOf(Array);
      expect((await api.get('/api/v1/users/fixture-owner')).status).toBe(200);
    });
  });

  it('hooks.before sees the parsed body and can change the request', async () => {
    const mangle: Fault = {
      name: 'test-mangle',
      violates: [],
      operations: ['*'],
      summary: 'ttl in every body is replaced by 61',
      apply(parts) {
        parts.hooks.before.push((req, _res, next) => {
          if (req.body && typeof req.body === 'object' && 'ttl' in req.body) req.body.ttl = 61;
          next();
        });
      },
    };
    await withReference({ faults: [mangle] }, async (_ref, api) => {
      const res = await api.post(`/api/v1/domains/${ACTIVE}/dns`, { type: 'A', name: 'm', content: '192.0.2.1', ttl: 5 });
      expect(res.status).toBe(201);
      expect(res.body.ttl).toBe(61);
    });
  });
});
