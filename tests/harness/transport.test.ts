// How requests reach the target (issue 28), in process: the proxy variables applied per request (NO_PROXY bypasses,
// the embedded reference is never proxied, the unknown-settings check lets them through), the extra headers under the
// client's own, their settings' errors naming the variable or the flag, and a re-run command naming the variables only.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runSettingsOf } from '../../harness/assessment.js';
import { Api } from '../../harness/client.js';
import { ConfigError, parseConfig } from '../../harness/config.js';
import { Pacer } from '../../harness/pacer.js';
import { preflight } from '../../harness/preflight.js';
import { redactText } from '../../harness/redact.js';
import { sweepCommand } from '../../harness/commands/sweep.js';
import { rerunCommand } from '../../harness/reports/rerun.js';
import { SETTINGS } from '../../harness/settings.js';
import { configureTransport, withExtraHeaders } from '../../harness/transport-agent.js';
import { transportAdvice } from '../../harness/transport-refusal.js';
import { readClientCertificate } from '../../harness/transport-settings.js';
import { assertKnownSettings } from '../../harness/unknown-settings.js';
import { type RunningReference, startReference } from '../../reference/server.js';
import { type NameResolvingProxy, startNameResolvingProxy } from '../e2e/name-resolving-proxy.js';
import { makeTlsMaterial, type TlsMaterial } from '../e2e/tls-material.js';

const SANDBOX = 'sandbox.invalid';
const PROXY_NAMES = ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy', 'NO_PROXY', 'no_proxy'];

describe('the proxy variables', () => {
  let ref: RunningReference;
  let proxy: NameResolvingProxy;
  const saved = Object.fromEntries(PROXY_NAMES.map((n) => [n, process.env[n]]));
  beforeAll(async () => {
    ref = await startReference({ windowMs: 1000, host: '127.0.0.1', port: 0 });
    proxy = await startNameResolvingProxy(SANDBOX);
  });
  afterEach(() => {
    for (const n of PROXY_NAMES) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
    configureTransport({ headers: {}, proxies: false });
  });
  afterAll(async () => {
    await Promise.all([proxy?.close(), ref?.close()]);
  });

  const lookup = (baseUrl: string) =>
    new Api(baseUrl, ref.fixtures.apiKey, { record() {} }, new Pacer(), 10_000).call('listUserDomains', {
      params: { user_identifier: ref.fixtures.fixtureUser },
    });
  const port = () => new URL(ref.url).port;

  it('a name only the proxy resolves is reached through HTTP_PROXY (lower case wins)', async () => {
    process.env.http_proxy = proxy.url;
    process.env.HTTP_PROXY = 'http://127.0.0.1:9';
    configureTransport({ headers: {}, proxies: true });
    expect((await lookup(`http://${SANDBOX}:${port()}`)).status).toBe(200);
    expect(proxy.seen.at(-1)).toBe(`GET http://${SANDBOX}:${port()}/api/v1/users/${ref.fixtures.fixtureUser}/domains`);
  });

  it('NO_PROXY sends a host directly, which the proxy would have refused', async () => {
    process.env.HTTP_PROXY = proxy.url;
    configureTransport({ headers: {}, proxies: true });
    // This proxy resolves sandbox.invalid only: through it, 127.0.0.1 is a 502.
    expect((await lookup(ref.url)).status).toBe(502);
    process.env.NO_PROXY = 'localhost,127.0.0.1';
    const seen = proxy.seen.length;
    expect((await lookup(ref.url)).status).toBe(200);
    expect(proxy.seen.length).toBe(seen);
  });

  it('the embedded reference is reached directly whatever the variables say', async () => {
    process.env.HTTP_PROXY = proxy.url;
    configureTransport({ headers: {}, proxies: false });
    expect((await lookup(ref.url)).status).toBe(200);
  });

  it('keeps connections alive: requests one after another share one connection', async () => {
    configureTransport({ headers: {}, proxies: true });
    const server = createServer((_req, res) => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"no"}'));
    let connections = 0;
    server.on('connection', () => {
      connections += 1;
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (let i = 0; i < 3; i++) expect((await lookup(url)).status).toBe(404);
      expect(connections).toBe(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('a proxy variable of a .env file is applied as if exported; an exported one wins', () => {
    delete process.env.HTTPS_PROXY;
    process.env.NO_PROXY = 'exported.example';
    const { transport } = parseConfig({ HTTPS_PROXY: 'http://proxy.from-dotenv.example:3128', NO_PROXY: 'exported.example' });
    expect(transport.proxyVariables).toEqual({ HTTPS_PROXY: 'http://proxy.from-dotenv.example:3128' });
    configureTransport(transport);
    expect(process.env.HTTPS_PROXY).toBe('http://proxy.from-dotenv.example:3128');
  });

  it("a proxy asking for credentials stops the preflight with one message saying so; the proxy URL's password is redacted", async () => {
    const demanding = createServer((_req, res) => res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="corp"' }).end());
    demanding.listen(0, '127.0.0.1');
    await once(demanding, 'listening');
    try {
      process.env.HTTP_PROXY = `http://ci-user:pr0xy-pa55word@127.0.0.1:${(demanding.address() as AddressInfo).port}`;
      configureTransport({ headers: {}, proxies: true });
      const input = {
        baseUrl: `http://${SANDBOX}:${port()}`,
        apiKey: ref.fixtures.apiKey,
        fixtureUser: ref.fixtures.fixtureUser,
        timeoutMs: 5000,
        unknownUser: 'pdc-x',
      };
      await expect(preflight(input)).rejects.toThrow(/^the proxy asks for credentials: .* answered 407 .*HTTPS_PROXY or HTTP_PROXY/);
      expect(redactText('proxy at http://ci-user:pr0xy-pa55word@proxy')).not.toContain('pr0xy-pa55word');
    } finally {
      demanding.close();
    }
  });

  it('the proxy variables are honoured settings, never unknown ones', () => {
    expect(() => assertKnownSettings({ HTTPS_PROXY: 'x', https_proxy: 'x', HTTP_PROXY: 'x', NO_PROXY: 'x', no_proxy: 'x' }, 'the environment')).not.toThrow();
    expect(() => assertKnownSettings({ CONFORMANCE_HEADER: '{}' }, 'the environment')).toThrow(/did you mean CONFORMANCE_HEADERS\?/);
  });
});

describe('the extra headers', () => {
  afterEach(() => configureTransport({ headers: {}, proxies: false }));

  it('go under the client own headers: never over Authorization nor a header a check sets, in any case', () => {
    configureTransport({ headers: { 'X-Tenant': 'acme-tenant', 'content-type': 'text/plain', authorization: 'Basic Zm9v' } });
    expect(withExtraHeaders({ Authorization: 'Bearer k', 'Content-Type': 'application/json' })).toEqual({
      Authorization: 'Bearer k',
      'Content-Type': 'application/json',
      'X-Tenant': 'acme-tenant',
    });
  });

  it('CONFORMANCE_HEADERS: bad JSON, a non-object, a non-string value or a reserved name is a ConfigError naming it', () => {
    const parse = (raw: string) => () => parseConfig({ CONFORMANCE_HEADERS: raw });
    expect(parse('{X-Tenant: 1}')).toThrow(/^CONFORMANCE_HEADERS: not valid JSON/);
    expect(parse('["X-Tenant"]')).toThrow(/^CONFORMANCE_HEADERS: expected a JSON object/);
    expect(parse('{"X-Tenant": 7}')).toThrow(/^CONFORMANCE_HEADERS: the value of X-Tenant must be a string, got number$/);
    expect(parse('{"AUTHORIZATION": "Bearer other"}')).toThrow(/^CONFORMANCE_HEADERS: AUTHORIZATION is set by the suite itself/);
    expect(parse('{"Content-Type": "text/plain"}')).toThrow(ConfigError);
    expect(parseConfig({ CONFORMANCE_HEADERS: '{"X-Tenant": "acme"}' }).transport.headers).toEqual({ 'X-Tenant': 'acme' });
  });

  it('--header adds to CONFORMANCE_HEADERS and wins by name in any case; a malformed one names the flag', () => {
    const fromFlags = SETTINGS.headers.fromFlags!;
    expect(JSON.parse(fromFlags(['x-tenant: beta', 'X-Gateway: g1'], '{"X-Tenant": "alpha", "X-Region": "eu"}'))).toEqual({
      'X-Region': 'eu',
      'x-tenant': 'beta',
      'X-Gateway': 'g1',
    });
    expect(() => fromFlags(['X-Tenant beta'], undefined)).toThrow(/^--header: expected 'Name: value', got "X-Tenant beta"$/);
    expect(() => fromFlags(['Authorization: Bearer x'], undefined)).toThrow(/^--header: Authorization is set by the suite itself/);
    expect(() => fromFlags(['X-Tenant: beta'], 'nope')).toThrow(/^CONFORMANCE_HEADERS: not valid JSON/);
  });
});

describe('what a transport error at preflight says to fix', () => {
  const facts = { clientCertificate: false, https: true, proxy: false };
  it.each([
    ['ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED', facts, /asks for a client certificate .* set CONFORMANCE_CLIENT_CERT and CONFORMANCE_CLIENT_KEY/],
    ['ERR_SSL_TLSV1_ALERT_UNKNOWN_CA', { ...facts, clientCertificate: true }, /refused the client certificate given \(CONFORMANCE_CLIENT_CERT/],
    ['CLOSED_AFTER_HANDSHAKE', { ...facts, clientCertificate: true }, /refused the client certificate given/],
    ['SELF_SIGNED_CERT_IN_CHAIN', facts, /set NODE_EXTRA_CA_CERTS/],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', facts, /set NODE_EXTRA_CA_CERTS/],
    ['ENOTFOUND', facts, /set HTTPS_PROXY/],
    ['ENOTFOUND', { ...facts, proxy: true }, /^$/],
    ['ECONNREFUSED', facts, /^$/],
  ])('%s (%o)', (code, given, advice) => {
    expect(transportAdvice(code, given)).toMatch(advice);
  });
});

describe('the client certificate', () => {
  let tls: TlsMaterial;
  beforeAll(() => {
    tls = makeTlsMaterial([]);
  });
  afterAll(() => tls?.remove());

  it('is read with its key and passphrase; an unreadable file, a key without a certificate or a wrong passphrase is a ConfigError naming the setting', () => {
    expect(readClientCertificate({ certFile: tls.clientCert, keyFile: tls.clientKey, passphrase: tls.clientKeyPassphrase }).cert.length).toBeGreaterThan(0);
    expect(() => parseConfig({ CONFORMANCE_CLIENT_CERT: `${tls.dir}/absent.pem` })).toThrow(/^CONFORMANCE_CLIENT_CERT: cannot read .*absent\.pem: ENOENT$/);
    expect(() => parseConfig({ CONFORMANCE_CLIENT_KEY: tls.clientKey })).toThrow(/^CONFORMANCE_CLIENT_KEY: set without CONFORMANCE_CLIENT_CERT/);
    expect(() => readClientCertificate({ certFile: tls.clientCert, keyFile: tls.clientKey, passphrase: 'wrong' })).toThrow(
      /^CONFORMANCE_CLIENT_KEY_PASSPHRASE: /,
    );
    expect(() => readClientCertificate({ certFile: tls.clientCert, keyFile: tls.strangerKey })).toThrow(
      /^CONFORMANCE_CLIENT_KEY: the client certificate cannot be used with its key/,
    );
  });

  it("a re-run command and the sweep command name CONFORMANCE_HEADERS and the certificate's variables, never their values", () => {
    const config = parseConfig({
      CONFORMANCE_BASE_URL: 'https://sandbox.example.test',
      CONFORMANCE_API_KEY: 'sk_live_0123456789',
      CONFORMANCE_FIXTURE_USER: 'owner',
      CONFORMANCE_HEADERS: '{"X-Gateway-Key": "gw-secret-value"}',
      CONFORMANCE_CLIENT_CERT: tls.clientCert,
      CONFORMANCE_CLIENT_KEY: tls.clientKey,
      CONFORMANCE_CLIENT_KEY_PASSPHRASE: tls.clientKeyPassphrase,
    });
    const command = rerunCommand(
      {
        target: { baseUrl: 'https://sandbox.example.test', embedded: false },
        profile: 'full',
        seed: 1,
        runsPerProperty: 8,
        runSettings: runSettingsOf(config),
      },
      { id: 'AUTH-401-MISSING-getDomain', area: 'auth' },
    );
    expect(command).toMatch(/CONFORMANCE_HEADERS, CONFORMANCE_CLIENT_CERT, CONFORMANCE_CLIENT_KEY, CONFORMANCE_CLIENT_KEY_PASSPHRASE set/);
    const sweep = sweepCommand(config, 'https://sandbox.example.test', 'owner', false);
    const named = ['CONFORMANCE_API_KEY', 'CONFORMANCE_HEADERS', 'CONFORMANCE_CLIENT_CERT', 'CONFORMANCE_CLIENT_KEY', 'CONFORMANCE_CLIENT_KEY_PASSPHRASE'];
    expect(sweep.startsWith(`${named.map((n) => `${n}=…`).join(' ')} partner-dns-conformance sweep `)).toBe(true);
    for (const value of ['gw-secret-value', tls.clientKeyPassphrase, tls.clientKey]) {
      expect(command).not.toContain(value);
      expect(sweep).not.toContain(value);
    }
  });
});
