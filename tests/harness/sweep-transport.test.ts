// `sweep` reaches the target as a run does (issue 28): through the proxy the environment names, with the gateway's
// header; a user an interrupted run left (its ledger open) is deleted through them, and the gateway refused nothing.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../../harness/client.js';
import { sweep } from '../../harness/commands/sweep.js';
import { parseConfig } from '../../harness/config.js';
import { appendLedger, keyFingerprint } from '../../harness/ledger.js';
import { Pacer } from '../../harness/pacer.js';
import { configureTransport } from '../../harness/transport-agent.js';
import { type RunningReference, startReference } from '../../reference/server.js';
import { type Front, startFront } from '../e2e/gateway-front.js';
import { type NameResolvingProxy, startNameResolvingProxy } from '../e2e/name-resolving-proxy.js';

const SANDBOX = 'sandbox.invalid';
const TENANT = 'sweep-tenant-4711';
const LEFT = 'pdc-sweepnet1-user';

describe('sweep behind a proxy and a gateway', () => {
  let ref: RunningReference;
  let proxy: NameResolvingProxy;
  let gateway: Front;
  let reportDir: string;
  const saved = process.env.HTTP_PROXY;

  beforeAll(async () => {
    ref = await startReference({ windowMs: 1000, host: '127.0.0.1', port: 0 });
    proxy = await startNameResolvingProxy(SANDBOX);
    gateway = await startFront(ref, { requiredHeaders: { 'X-Tenant': TENANT } });
    configureTransport({ headers: {}, proxies: false });
    const direct = new Api(ref.url, ref.fixtures.apiKey, { record() {} }, new Pacer(), 10_000);
    expect((await direct.call('createUser', { body: { user_identifier: LEFT } })).status).toBe(201);
    // The ledger of a run that was killed: its target, then the user it created; never closed.
    reportDir = mkdtempSync(join(tmpdir(), 'pdc-sweep-net-'));
    const runDir = join(reportDir, '20260101T000000Z-net1');
    mkdirSync(runDir);
    const baseUrl = `http://${SANDBOX}:${gateway.port}`;
    appendLedger(runDir, {
      kind: 'target',
      at: '',
      baseUrl,
      keys: { primary: keyFingerprint(ref.fixtures.apiKey) },
      prefix: 'pdc-sweepnet1',
      domains: [],
      embedded: false,
    });
    appendLedger(runDir, { kind: 'user', key: 'primary', userIdentifier: LEFT, at: '' });
  });

  afterAll(async () => {
    if (saved === undefined) delete process.env.HTTP_PROXY;
    else process.env.HTTP_PROXY = saved;
    configureTransport({ headers: {}, proxies: false });
    await Promise.all([gateway?.close(), proxy?.close(), ref?.close()]);
    if (reportDir) rmSync(reportDir, { recursive: true, force: true });
  });

  it('deletes what the ledger names through HTTP_PROXY with the CONFORMANCE_HEADERS header, and closes the ledger', async () => {
    process.env.HTTP_PROXY = proxy.url;
    const config = parseConfig({
      CONFORMANCE_BASE_URL: `http://${SANDBOX}:${gateway.port}`,
      CONFORMANCE_API_KEY: ref.fixtures.apiKey,
      CONFORMANCE_FIXTURE_USER: ref.fixtures.fixtureUser,
      CONFORMANCE_HEADERS: JSON.stringify({ 'X-Tenant': TENANT }),
      CONFORMANCE_REPORT_DIR: reportDir,
    });
    const lines: string[] = [];
    expect(await sweep(config, (line) => lines.push(line)), lines.join('\n')).toBe(0);
    expect(lines.join('\n')).toMatch(/1 deleted, .* 0 left \(closed\)/);
    expect(proxy.seen).toContain(`DELETE http://${SANDBOX}:${gateway.port}/api/v1/users/${LEFT}`);
    expect(gateway.refused).toBe(0);
    configureTransport({ headers: {}, proxies: false });
    const direct = new Api(ref.url, ref.fixtures.apiKey, { record() {} }, new Pacer(), 10_000);
    expect((await direct.call('getUser', { params: { user_identifier: LEFT } })).status).toBe(404);
  });
});
