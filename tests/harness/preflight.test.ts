// Preflight (harness/preflight.ts) against the reference on loopback, in process: each setup mistake is one
// PreflightError naming it; a good setup yields the fixture domain; a deviation of the target that the checks judge
// (a foreign domain readable with the key, when its owner's key reads it too) is not refused here.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preflight, PreflightError, TargetUnreachable, type PreflightInput } from '../../harness/preflight.js';
import { faultByName } from '../../reference/faults/index.js';
import { startReference, type RunningReference } from '../../reference/server.js';

async function refusal(input: PreflightInput): Promise<string> {
  const error = await preflight(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PreflightError)) throw new Error(`expected a PreflightError, got ${String(error)}`);
  return error.message;
}

describe('preflight', () => {
  let ref: RunningReference;
  let leaky: RunningReference;
  const good = (): PreflightInput => ({
    baseUrl: ref.url,
    apiKey: ref.fixtures.apiKey,
    secondApiKey: ref.fixtures.secondApiKey,
    fixtureUser: ref.fixtures.fixtureUser,
    foreignDomainId: ref.fixtures.foreignDomainId,
    timeoutMs: 5000,
    unknownUser: 'pdc-preflight-test',
  });
  beforeAll(async () => {
    [ref, leaky] = await Promise.all([
      startReference({ host: '127.0.0.1', port: 0, windowMs: 1000 }),
      startReference({ host: '127.0.0.1', port: 0, windowMs: 1000, faults: [faultByName('foreign-domain-readable')] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([ref?.close(), leaky?.close()]);
  });

  it("passes a good setup and picks the fixture user's active domain", async () => {
    const result = await preflight(good());
    expect(result.fixtureDomain.id).toBe('dom_fixture_active');
    expect(result.notes).toEqual([]);
    expect(result.requests).toBe(3);
  });

  it('gives each shard its own active domain, and says when there are too few', async () => {
    const result = await preflight({ ...good(), shard: { index: 2, count: 2 } });
    expect(result.fixtureDomain.id).toBe('dom_fixture_active');
    expect(result.notes[0]).toMatch(/owns 1 active domain\(s\) for 2 shards/);
  });

  it.each([
    ['a refused key', { apiKey: 'sk_wrong_000000' }, /^the key was refused: GET .*\/users\/fixture-owner\/domains answered 401/],
    ['an unknown fixture user', { fixtureUser: 'nobody' }, /^the fixture user nobody does not exist under this key: .* answered 404/],
    ['a fixture user owning no domain', { fixtureUser: 'fixture-empty' }, /^the fixture user fixture-empty owns no domain/],
    ['a wrong path under the base URL', { baseUrlSuffix: '/v2' }, /^no \/api\/v1 at CONFORMANCE_BASE_URL .*\/v2: .* and 404 again without a key/],
    ['a refused second key', { secondApiKey: 'sk_wrong_second_00' }, /^the second key was refused: .* answered 401/],
    [
      "a foreign domain that is the key's own",
      { foreignDomainId: 'dom_fixture_active' },
      /^CONFORMANCE_FOREIGN_DOMAIN_ID dom_fixture_active is readable with CONFORMANCE_API_KEY: .* answered 200, and 403 with CONFORMANCE_SECOND_API_KEY/,
    ],
    [
      'a renew domain that does not exist',
      { renewDomainId: 'dom_typo' },
      /^CONFORMANCE_RENEW_DOMAIN_ID dom_typo is not a domain of CONFORMANCE_API_KEY: .* answered 404/,
    ],
    [
      'a renew domain of another key',
      { renewDomainId: 'dom_foreign_active' },
      /^CONFORMANCE_RENEW_DOMAIN_ID dom_foreign_active is not a domain of CONFORMANCE_API_KEY: .* answered 403/,
    ],
    [
      'a pending renew domain',
      { renewDomainId: 'dom_fixture_pending' },
      /^CONFORMANCE_RENEW_DOMAIN_ID dom_fixture_pending cannot be renewed: its status is pending/,
    ],
    [
      'a suspended renew domain',
      { renewDomainId: 'dom_fixture_suspended' },
      /^CONFORMANCE_RENEW_DOMAIN_ID dom_fixture_suspended cannot be renewed: its status is suspended/,
    ],
  ] as const)('refuses %s', async (_what, change, message) => {
    const { baseUrlSuffix, ...rest } = change as Partial<PreflightInput> & { baseUrlSuffix?: string };
    const input = { ...good(), ...rest, ...(baseUrlSuffix ? { baseUrl: `${ref.url}${baseUrlSuffix}` } : {}) };
    expect(await refusal(input)).toMatch(message);
  });

  it('passes a renew domain the key owns that can be renewed (active, expired), and tries none in a core-only run', async () => {
    await expect(preflight({ ...good(), renewDomainId: 'dom_fixture_active' })).resolves.toMatchObject({ requests: 4 });
    await expect(preflight({ ...good(), renewDomainId: 'dom_fixture_expired' })).resolves.toMatchObject({ requests: 4 });
    await expect(preflight({ ...good(), renewDomainId: 'dom_typo', extended: false })).resolves.toMatchObject({ requests: 3 });
  });

  it('without a second key, a readable "foreign" domain is refused and says how to tell', async () => {
    const message = await refusal({ ...good(), secondApiKey: undefined, foreignDomainId: 'dom_fixture_active' });
    expect(message).toMatch(/give that key as CONFORMANCE_SECOND_API_KEY so the suite can tell$/);
  });

  it("leaves a target that leaks a foreign domain to the checks: its owner's key reads it too", async () => {
    const input = { ...good(), baseUrl: leaky.url };
    await expect(preflight(input)).resolves.toMatchObject({ fixtureDomain: { id: 'dom_fixture_active' } });
  });

  it('refuses a target that answers the lookup without JSON, or with a body it cannot read', async () => {
    for (const [status, type, body, message] of [
      [200, 'text/html', '<html>hello</html>', /^the target does not speak JSON: .* answered 200 \(text\/html\)/],
      [404, 'text/html', '<html>not found</html>', /^no \/api\/v1 at CONFORMANCE_BASE_URL .* answered 404 \(text\/html\)/],
      [200, 'application/json', '{"users":[]}', /^the fixture lookup cannot be read: .* without a `domains` array/],
      [500, 'application/json', '{"error":"internal_error","message":"down"}', /^the target cannot be assessed: the fixture lookup .* answered 500/],
    ] as const) {
      const server = createServer((_req, res) => {
        res.writeHead(status, { 'Content-Type': type });
        res.end(body);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        expect(await refusal({ ...good(), baseUrl: url, secondApiKey: undefined, foreignDomainId: undefined })).toMatch(message);
      } finally {
        await new Promise<void>((r) => server.close(() => r()));
      }
    }
  });

  it("refuses a key whose core reads are refused again after a whole burst window (the hour spent), and leaves a burst's 429 to the pacer", async () => {
    // In front of the reference: the second key's core reads answer 429 (all of them, or the first only), everything else is passed on.
    const proxy = (refusals: number) => {
      let refused = 0;
      return createServer((req, res) => {
        if (req.url?.startsWith('/api/v1/dns_records/') && req.headers.authorization === `Bearer ${ref.fixtures.secondApiKey}` && refused < refusals) {
          refused += 1;
          const reset = String(Math.ceil(Date.now() / 1000) + 1800);
          res.writeHead(429, { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': reset });
          res.end('{"error":"rate_limit_exceeded","message":"quota spent"}');
          return;
        }
        const upstream = new URL(ref.url);
        const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        req.pipe(forward);
      });
    };
    for (const [refusals, refusedHere] of [
      [Infinity, true],
      [1, false],
    ] as const) {
      const server = proxy(refusals);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      try {
        const input = { ...good(), baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, core: true, burstWindowMs: 50 };
        if (refusedHere) {
          const message = await refusal(input);
          expect(message).toMatch(/^the core interface refuses CONFORMANCE_SECOND_API_KEY with 429 until \S+Z .*again after a whole burst window /);
          expect(message).toMatch(/its core hourly quota is spent .*start the run after \S+Z, or give another key$/);
          // An extended-only run sends no core request: nothing to refuse.
          await expect(preflight({ ...input, core: false })).resolves.toMatchObject({ fixtureDomain: { id: 'dom_fixture_active' } });
        } else await expect(preflight(input)).resolves.toMatchObject({ fixtureDomain: { id: 'dom_fixture_active' } });
      } finally {
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
      }
    }
  });

  it('says a target that is not listening is unreachable', async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    await expect(preflight({ ...good(), baseUrl: `http://127.0.0.1:${port}` })).rejects.toBeInstanceOf(TargetUnreachable);
  });
});
