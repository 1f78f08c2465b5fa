// tests/reference/hardening.test.ts: the reference answers malformed input with a 4xx in a documented §7 error format, never a 5xx (percent-encoding,
// Content-Encoding, nesting depth, size), keeps its per-token rate-limit state bounded, and survives a random fuzz of malformed requests with zero 5xx.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts/spec-data.js';
import { createReference } from '../../reference/app.js';
import { startReference, type RunningReference } from '../../reference/server.js';
import { EXPIRED, useReference } from './running-reference.js';

interface RawReply {
  status: number;
  body: string;
}

/** One raw HTTP request to the reference on loopback: the path and body bytes go out exactly as given (no client re-encoding). */
function send(ref: RunningReference, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: ref.port, method, path, headers, timeout: 30_000, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Bytes written to the socket as they are (a path with raw bytes no HTTP client would send); the reply parsed just enough for its status and body. */
function sendRaw(ref: RunningReference, bytes: Buffer): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(ref.port, '127.0.0.1', () => socket.end(bytes));
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer in 30 s')));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: rest.join('\r\n\r\n') });
    });
  });
}

/** §7: a 4xx whose body is one of the two documented formats, {errors: [string]} or {error: string, message: string}. */
function expectDocumented4xx(reply: RawReply, what: string): void {
  expect(reply.status, `${what}: ${reply.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, what).toBeLessThan(500);
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  const list = Array.isArray(body.errors) && body.errors.every((e) => typeof e === 'string');
  const object = typeof body.error === 'string' && typeof body.message === 'string';
  expect(list || object, `${what}: undocumented error body ${reply.body.slice(0, 200)}`).toBe(true);
}

const json = (key: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json', ...extra });

describe('malformed input is a 4xx in a documented format (issue 12)', () => {
  const t = useReference({ rateLimits: false });

  it.each([
    ['GET', '/api/v1/users/%E0%A4%A'],
    ['GET', '/api/v1/users/%ZZ/domains'],
    ['PUT', '/api/v1/domains/%/dns/%C3'],
    ['DELETE', '/api/v1/dns_records/%FF%'],
    ['GET', '/api/v1/domains/availability/%E0%80'],
  ])('%s %s: malformed percent-encoding, with and without a key', async (method, path) => {
    expectDocumented4xx(await send(t.ref, method, path), `${method} ${path} without a key`);
    expectDocumented4xx(await send(t.ref, method, path, json(t.ref.fixtures.apiKey), '{}'), `${method} ${path} with a key`);
  });

  it.each([
    ['gzip', 'not gzip at all'],
    ['deflate', 'not deflate either'],
    ['gzip', gzipSync('{"user_identifier": "x"}').subarray(0, 12)],
    ['br', 'no brotli'],
    ['x-unknown', '{}'],
  ])('a body whose Content-Encoding %s does not decode', async (encoding, body) => {
    const reply = await send(t.ref, 'POST', '/api/v1/users', json(t.ref.fixtures.apiKey, { 'content-encoding': encoding }), body);
    expectDocumented4xx(reply, `Content-Encoding ${encoding}`);
  });

  it('decodes a body whose gzip and deflate Content-Encoding is valid', async () => {
    for (const [encoding, pack] of [
      ['gzip', gzipSync],
      ['deflate', deflateSync],
    ] as const) {
      const body = pack(Buffer.from(JSON.stringify({ user_identifier: `enc-${encoding}` })));
      const reply = await send(t.ref, 'POST', '/api/v1/users', json(t.ref.fixtures.apiKey, { 'content-encoding': encoding }), body);
      expect(reply.status, reply.body).toBe(201);
    }
  });

  it.each([
    ['bulk records nested 5,000 deep', `/api/v1/domains/${EXPIRED}/dns/bulk`, `{"records":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ['a user body nested 5,000 deep', '/api/v1/users', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
    ['a record body nested 5,000 deep', `/api/v1/domains/${EXPIRED}/dns`, `{"type":"A","name":"www","content":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ])('%s', async (_what, path, body) => {
    expectDocumented4xx(await send(t.ref, 'POST', path, json(t.ref.fixtures.apiKey), body), path);
  });

  it.each([
    ['a lone continuation byte', Buffer.from([0x80])],
    ['a truncated 2-byte sequence', Buffer.from([0xc3])],
    ['an overlong encoding of /', Buffer.from([0xc0, 0xaf])],
    ['a UTF-16 surrogate encoded in UTF-8', Buffer.from([0xed, 0xa0, 0x80])],
    ['0xFF', Buffer.from([0xff, 0xfe])],
  ])('a body with invalid UTF-8 (%s) in a string: 400, nothing stored with U+FFFD in its place', async (_what, bad) => {
    const body = Buffer.concat([Buffer.from('{"type":"TXT","name":"utf8","content":"a'), bad, Buffer.from('"}')]);
    const reply = await send(t.ref, 'POST', `/api/v1/domains/${EXPIRED}/dns`, json(t.ref.fixtures.apiKey), body);
    expectDocumented4xx(reply, 'invalid UTF-8');
    const records = await send(t.ref, 'GET', `/api/v1/domains/${EXPIRED}/dns`, json(t.ref.fixtures.apiKey));
    expect(records.body).not.toContain('\ufffd');
  });

  it.each([
    ['raw bytes 0xFF 0xFE in the path', Buffer.from([0xff, 0xfe])],
    ['a raw space and a control character in the path', Buffer.from(' \u0001', 'latin1')],
  ])('%s, with and without a key: 400 in the object format, not a bare 400 of the HTTP parser', async (_what, bad) => {
    for (const auth of ['', `Authorization: Bearer ${t.ref.fixtures.apiKey}\r\n`]) {
      const request = Buffer.concat([Buffer.from('GET /api/v1/users/'), bad, Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}Connection: close\r\n\r\n`)]);
      expectDocumented4xx(await sendRaw(t.ref, request), `raw path${auth ? ' with a key' : ''}`);
    }
  });

  it('answers an oversized body (2 MiB) with a 4xx and keeps serving', async () => {
    const big = JSON.stringify({ records: [{ type: 'TXT', name: 'big', content: 'x'.repeat(2 * 1024 * 1024) }] });
    expectDocumented4xx(await send(t.ref, 'POST', `/api/v1/domains/${EXPIRED}/dns/bulk`, json(t.ref.fixtures.apiKey), big), 'oversized');
    expect((await send(t.ref, 'GET', '/api/v1/domains/tlds', json(t.ref.fixtures.apiKey))).status).toBe(200);
  });
});

describe('per-token rate-limit state is bounded', () => {
  it('keeps at most rateLimitMaxBuckets buckets under 200,000 distinct tokens, and a key in use keeps its count', () => {
    // A fixed clock: every request falls in one window, so the key's count is exact.
    const { parts } = createReference({ now: () => Date.UTC(2026, 0, 1, 12, 0, 30) });
    const limiter = parts.rateLimiter;
    const key = 'partner-key-in-use';
    limiter.take(key, 'user_retrieval');
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = 0;
    for (let i = 0; i < 200_000; i++) {
      limiter.take(`stranger-${i}`, 'user_retrieval');
      if (i % 1000 === 0) limiter.take(key, 'user_retrieval'); // the real key keeps sending
      peak = Math.max(peak, limiter.bucketCount);
    }
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    console.log(`rate-limit buckets: peak ${peak} (cap ${parts.config.rateLimitMaxBuckets}) over 200,000 tokens; heap growth ${heapGrowthMb.toFixed(1)} MB`);
    expect(peak).toBeLessThanOrEqual(parts.config.rateLimitMaxBuckets);
    // The key used all along stayed recent: its count went on (201 requests in this window), it was not evicted and reset.
    expect(limiter.take(key, 'user_retrieval').remaining).toBe(Math.max(0, parts.config.rateLimitGroups.user_retrieval.limit - 202));
  });

  it('holds the bound over HTTP: 600 requests with distinct bearer tokens leave at most the cap of buckets', async () => {
    const ref = await startReference({ rateLimits: true });
    try {
      ref.parts.config.rateLimitMaxBuckets = 100;
      for (let i = 0; i < 600; i++) expect((await send(ref, 'GET', '/api/v1/users', { authorization: `Bearer token-${i}` })).status).toBe(401);
      expect(ref.parts.rateLimiter.bucketCount).toBeLessThanOrEqual(100);
    } finally {
      await ref.close();
    }
  });
});

describe('fuzz: random malformed requests', () => {
  it('answers every one with a status below 500', async () => {
    const ref = await startReference({ rateLimits: false });
    const key = ref.fixtures.apiKey;
    const segment = fc.oneof(
      fc.constantFrom('%', '%Z', '%E0%A4%A', '%C3', '%FF', '..', '', '%2F', 'dom_fixture_expired', 'rec_fixture_active_a', 'x'.repeat(300)),
      fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
    );
    const path = fc.tuple(fc.constantFrom(...operations.map((o) => o.path)), fc.array(segment, { minLength: 1, maxLength: 3 })).map(([template, fill]) => {
      let i = 0;
      return template.replace(/\{\w+\}/g, () => fill[i++ % fill.length]);
    });
    const depth = fc.integer({ min: 1, max: 3000 });
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 4 }),
      depth.map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
      depth.map((n) => `{"records":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`),
      fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
      fc.constant(`{"user_identifier":"${'a'.repeat(1_100_000)}"}`),
    );
    const encoding = fc.constantFrom(undefined, 'gzip', 'deflate', 'br', 'identity', 'gzip, gzip', 'zz');
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
      path,
      body,
      encoding,
      auth: fc.constantFrom(`Bearer ${key}`, 'Bearer', `Basic ${key}`, undefined, `Bearer ${'k'.repeat(500)}`),
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1', undefined),
    });
    let sent = 0;
    const fiveHundreds: string[] = [];
    try {
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const headers: Record<string, string> = {};
          if (r.auth) headers.authorization = r.auth;
          if (r.contentType) headers['content-type'] = r.contentType;
          if (r.encoding) headers['content-encoding'] = r.encoding;
          const reply = await send(ref, r.method, r.path, headers, r.method === 'GET' ? undefined : r.body);
          sent += 1;
          if (reply.status >= 500) fiveHundreds.push(`${r.method} ${r.path} (${r.encoding ?? 'no encoding'}): ${reply.status} ${reply.body.slice(0, 120)}`);
          return reply.status < 500;
        }),
        { numRuns: 600, seed: 20261124 },
      );
    } finally {
      console.log(`fuzz: ${sent} malformed requests, ${fiveHundreds.length} answered 5xx`);
      await ref.close();
    }
    expect(fiveHundreds).toEqual([]);
  }, 240_000);
});
