// From a partner's CI to the vendor's sandbox (issue 28): a run reaches a target whose name only a forward proxy
// resolves, over HTTPS (https_proxy, CONNECT; plain HTTP and NO_PROXY: tests/harness/transport.test.ts), through a TLS
// front that demands a client certificate and gateway headers; no header value reaches a report file. Each way it can
// go wrong is one exit-2 message naming the setting to fix (the settings' own errors: tests/harness/transport.test.ts).
// One narrowed run (--only one check) and six that stop at configuration or preflight: 54 to 118 s measured on a busy
// two-core machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool } from '../../harness/pool.js';
import { type RunningReference, startReference } from '../../reference/server.js';
import { type Front, startFront } from './gateway-front.js';
import { type NameResolvingProxy, startNameResolvingProxy } from './name-resolving-proxy.js';
import { type CliRun, filesUnder, runCli } from './run-cli.js';
import { makeTlsMaterial, type TlsMaterial } from './tls-material.js';

const SANDBOX = 'sandbox.invalid';
const ONE_CHECK = ['run', '--only', 'auth:AUTH-401-MISSING-getDomain'];
const GATEWAY_SECRET = `gw-${Math.random().toString(36).slice(2)}-subscription`;
const FLAG_SECRET = `gw-${Math.random().toString(36).slice(2)}-tenant`;
const STACK_TRACE = /\n\s+at .+[(:]\d+|^\s+at /m;

interface Case {
  name: string;
  args?: string[];
  env: () => Record<string, string>;
}

describe('a run behind a proxy, with a client certificate, through a gateway', () => {
  let ref: RunningReference;
  let tls: TlsMaterial;
  let proxy: NameResolvingProxy;
  /** TLS front demanding a client certificate of the test CA, and the gateway header. */
  let mtls: Front;
  /** Plain HTTP gateway demanding the --header one. */
  let gateway: Front;
  const runs = new Map<string, CliRun>();

  const key = () => ({ CONFORMANCE_API_KEY: ref.fixtures.apiKey, CONFORMANCE_FIXTURE_USER: ref.fixtures.fixtureUser, CONFORMANCE_SEED: '1' });
  const certificate = () => ({
    CONFORMANCE_CLIENT_CERT: tls.clientCert,
    CONFORMANCE_CLIENT_KEY: tls.clientKey,
    CONFORMANCE_CLIENT_KEY_PASSPHRASE: tls.clientKeyPassphrase,
  });
  const mtlsDirect = (extra: Record<string, string>) => ({
    ...key(),
    CONFORMANCE_BASE_URL: `https://127.0.0.1:${mtls.port}`,
    CONFORMANCE_HEADERS: JSON.stringify({ 'X-Gateway-Key': GATEWAY_SECRET }),
    NODE_EXTRA_CA_CERTS: tls.caCert,
    ...extra,
  });

  const cases: Case[] = [
    {
      name: 'https through CONNECT',
      args: [...ONE_CHECK, '--header', `X-Tenant: ${FLAG_SECRET}`],
      env: () => ({
        ...mtlsDirect(certificate()),
        CONFORMANCE_BASE_URL: `https://${SANDBOX}:${mtls.port}`,
        https_proxy: proxy.url,
      }),
    },
    { name: 'no proxy', args: ONE_CHECK, env: () => ({ ...key(), CONFORMANCE_BASE_URL: `http://${SANDBOX}:${gateway.port}` }) },
    { name: 'no certificate', args: ONE_CHECK, env: () => mtlsDirect({}) },
    {
      name: 'a certificate of another CA',
      args: ONE_CHECK,
      env: () => mtlsDirect({ CONFORMANCE_CLIENT_CERT: tls.strangerCert, CONFORMANCE_CLIENT_KEY: tls.strangerKey }),
    },
    {
      name: 'an unknown CA',
      args: ONE_CHECK,
      env: () => {
        const { NODE_EXTRA_CA_CERTS: _trusted, ...env } = mtlsDirect(certificate());
        return env;
      },
    },
    { name: 'no gateway header', args: ONE_CHECK, env: () => ({ ...key(), CONFORMANCE_BASE_URL: `http://127.0.0.1:${gateway.port}` }) },
    { name: 'an unreadable certificate', args: ONE_CHECK, env: () => mtlsDirect({ CONFORMANCE_CLIENT_CERT: `${tls.dir}/nowhere.pem` }) },
  ];

  beforeAll(async () => {
    tls = makeTlsMaterial([SANDBOX]);
    ref = await startReference({ windowMs: 1000, host: '127.0.0.1', port: 0 });
    proxy = await startNameResolvingProxy(SANDBOX);
    mtls = await startFront(ref, {
      tls: { cert: tls.read(tls.serverCert), key: tls.read(tls.serverKey), clientCa: tls.read(tls.caCert) },
      requiredHeaders: { 'X-Gateway-Key': GATEWAY_SECRET, 'X-Tenant': FLAG_SECRET },
    });
    gateway = await startFront(ref, { requiredHeaders: { 'X-Tenant': FLAG_SECRET } });
    await pool(cases, 2, async (c) => runs.set(c.name, await runCli(c.args ?? [], c.env())));
  });

  afterAll(async () => {
    await Promise.all([mtls?.close(), gateway?.close(), proxy?.close(), ref?.close()]);
    tls?.remove();
  });

  const run = (name: string) => runs.get(name)!;
  /** The one line a refused setup prints: no stack trace, nothing on stdout after the banner. */
  const oneMessage = (r: CliRun) => {
    expect(r.exitCode, r.stdout + r.stderr).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(STACK_TRACE);
    return r.stderr.trim();
  };

  it('reaches a PASS over https through the CONNECT tunnel, with the client certificate (encrypted key), CONFORMANCE_HEADERS and --header', () => {
    const r = run('https through CONNECT');
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.report?.verdict).toBe('pass');
    expect(proxy.seen).toContain(`CONNECT ${SANDBOX}:${mtls.port}`);
    expect(mtls.forwarded).toBeGreaterThan(0);
    expect(mtls.refused).toBe(0);
  });

  it('writes neither gateway header value nor the passphrase in any report file or on the console; the reports name the variable instead', () => {
    const r = run('https through CONNECT');
    const files = filesUnder(r.reportDir);
    expect(files.length).toBeGreaterThan(3);
    for (const secret of [GATEWAY_SECRET, FLAG_SECRET, tls.clientKeyPassphrase]) {
      expect(files.filter((f) => f.text.includes(secret)).map((f) => f.path)).toEqual([]);
      expect(r.stdout + r.stderr).not.toContain(secret);
    }
    for (const placeholder of ['$CONFORMANCE_HEADERS[X-Gateway-Key]', '$CONFORMANCE_HEADERS[X-Tenant]']) {
      expect(files.some((f) => f.text.includes(placeholder))).toBe(true);
    }
  });

  it('without the proxy, stops at preflight with the name not found, and says a proxy is set with HTTPS_PROXY', () => {
    expect(oneMessage(run('no proxy'))).toMatch(new RegExp(`^target http://${SANDBOX}:\\d+ not reachable: .*ENOTFOUND.* set HTTPS_PROXY`));
  });

  it('a TLS front demanding a certificate and given none: exit 2 naming CONFORMANCE_CLIENT_CERT and CONFORMANCE_CLIENT_KEY', () => {
    expect(oneMessage(run('no certificate'))).toMatch(
      /not reachable: .*asks for a client certificate .*set CONFORMANCE_CLIENT_CERT and CONFORMANCE_CLIENT_KEY/,
    );
  });

  it('a TLS front refusing the certificate given: exit 2 naming the settings, after a handshake that sends nothing hears the refusal', () => {
    const message = oneMessage(run('a certificate of another CA'));
    expect(message).toMatch(/ECONNRESET.*\(a handshake sending nothing was then closed without a word\)/);
    expect(message).toMatch(/ — the target refused the client certificate given \(CONFORMANCE_CLIENT_CERT, CONFORMANCE_CLIENT_KEY\)/);
  });

  it('a target certificate of a CA the machine does not trust: exit 2 naming NODE_EXTRA_CA_CERTS', () => {
    expect(oneMessage(run('an unknown CA'))).toMatch(/not reachable: .*set NODE_EXTRA_CA_CERTS to a PEM file/);
  });

  it('a gateway refusing requests without its header stops the run at preflight (exit 2)', () => {
    expect(oneMessage(run('no gateway header'))).toMatch(
      /^setup error: the key was refused: .* answered 403 .*a gateway .* may also ask for a header \(CONFORMANCE_HEADERS, --header\)$/,
    );
    expect(gateway.refused).toBeGreaterThan(0);
  });

  it('an unreadable certificate file is one configuration error naming the setting', () => {
    expect(oneMessage(run('an unreadable certificate'))).toMatch(/^configuration error: CONFORMANCE_CLIENT_CERT: cannot read .*nowhere\.pem: ENOENT$/);
  });
});
