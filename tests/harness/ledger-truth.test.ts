// The ledger tells the truth (issue 28, delivery 6): a DELETE answered 404 is "already gone" only when a fresh read
// agrees or the target is seen deleting; a creation whose names carry no run prefix is judged by the listings (closed as
// "nothing to find" with the reason, or deleted when its content carries the prefix, never touched without it); a stale
// run.lock naming a live process that is not a run of ours does not hide its ledger.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanupLedger, ledgerClosed, uncleanedRunDirs } from '../../harness/cleanup.js';
import type { Api, CallOptions } from '../../harness/client.js';
import { sweep } from '../../harness/commands/sweep.js';
import { parseConfig } from '../../harness/config.js';
import type { Exchange } from '../../harness/exchange.js';
import { appendLedger, keyFingerprint } from '../../harness/ledger.js';
import { Pacer } from '../../harness/pacer.js';
import { startReference } from '../../reference/server.js';

const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdc-truth-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const target = {
  kind: 'target' as const,
  at: '',
  baseUrl: 'http://a.test',
  keys: { primary: keyFingerprint('key-a') },
  prefix: 'pdc-run1',
  domains: ['dom1'],
  embedded: false,
};
const clientsOf = (api: Api) => ({ primary: api, target: { baseUrl: 'http://a.test', keys: { primary: keyFingerprint('key-a') } } });

type Rec = { id: string; type?: string; name: string; content?: string };
/** Users and records in memory; `delete404` answers 404 to every DELETE whatever exists. Counts the calls per operation. */
function fakeTarget(users: string[], records: Rec[], delete404 = false) {
  const calls: Record<string, number> = {};
  const answer = (status: number, body?: unknown) => ({ status, headers: {}, body, text: '', json: body !== undefined, exchange: {} as Exchange });
  const api = {
    pacer: new Pacer(),
    stats: { requests: 0, retriedAfter429: 0, waitedMsFor429: 0, byGroup: {} },
    async call(op: string, options: CallOptions = {}) {
      calls[op] = (calls[op] ?? 0) + 1;
      const id = String(options.params?.user_identifier ?? options.params?.record_id ?? options.params?.id);
      if (op === 'listUsers') return answer(200, { users: users.map((u) => ({ user_identifier: u })), total: users.length });
      if (op === 'listDnsRecords') return answer(200, { records, total: records.length });
      if (op === 'getUser') return users.includes(id) ? answer(200, { user_identifier: id }) : answer(404);
      if (op === 'getCoreDnsRecord') return records.some((r) => r.id === id) ? answer(200, {}) : answer(404);
      if (delete404) return answer(404);
      if (op === 'deleteUser' && users.includes(id)) return users.splice(users.indexOf(id), 1) && answer(204);
      const at = records.findIndex((r) => r.id === id);
      if ((op === 'deleteDnsRecord' || op === 'deleteCoreDnsRecord') && at >= 0) return records.splice(at, 1) && answer(204);
      return answer(404);
    },
  };
  return { api: api as unknown as Api, calls, users, records };
}

describe('a DELETE answered 404', () => {
  it('from a target that 404s every DELETE while its reads still find everything: nothing counts as gone, the ledger stays open with the reason', async () => {
    appendLedger(dir, target);
    appendLedger(dir, { kind: 'user', key: 'primary', userIdentifier: 'pdc-run1-u-1', at: '' });
    appendLedger(dir, { kind: 'record', key: 'primary', via: 'extended', domainId: 'dom1', recordId: 'r1', at: '' });
    const t = fakeTarget(['pdc-run1-u-1'], [{ id: 'r1', name: 'pdc-run1-r-1' }], true);
    const s = await cleanupLedger(dir, clientsOf(t.api));
    expect(s).toMatchObject({ alreadyGone: 0, clean: false });
    expect(s.left).toBeGreaterThanOrEqual(2);
    expect(s.failed.map((f) => f.reason)).toContain(
      'DELETE answered 404, but a fresh read still finds it (the target may answer 404 to every DELETE); the ledger stays open',
    );
    expect(ledgerClosed(dir)).toBe(false);
  });

  it('is believed without a read once the target is seen deleting that kind, and when a fresh read agrees', async () => {
    appendLedger(dir, target);
    appendLedger(dir, { kind: 'user', key: 'primary', userIdentifier: 'pdc-run1-u-1', at: '' });
    appendLedger(dir, { kind: 'user', key: 'primary', userIdentifier: 'pdc-run1-u-2', at: '' });
    appendLedger(dir, { kind: 'record', key: 'primary', via: 'extended', domainId: 'dom1', recordId: 'r-gone', at: '' });
    const t = fakeTarget(['pdc-run1-u-1'], []);
    const s = await cleanupLedger(dir, clientsOf(t.api));
    expect(s).toMatchObject({ deleted: 1, alreadyGone: 2, left: 0, clean: true });
    expect(t.calls.getUser ?? 0, 'u-1 was deleted: the 404 of u-2 needs no read').toBe(0);
    expect(t.calls.listDnsRecords, 'no record was deleted: the 404 of r-gone is read again').toBeGreaterThanOrEqual(2);
  });

  it('`sweep` against a front that 404s every DELETE of the reference exits 2 and never says "0 left (closed)"; everything is still there', async () => {
    const reference = await startReference({ host: '127.0.0.1', port: 0 });
    const upstream = new URL(reference.url);
    const front: Server = createServer((req, res) => {
      if (req.method === 'DELETE') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found","message":"no such resource"}');
        return;
      }
      const out = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      req.pipe(out);
    });
    front.listen(0, '127.0.0.1');
    await once(front, 'listening');
    const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    try {
      const f = reference.fixtures;
      const auth = { Authorization: `Bearer ${f.apiKey}`, 'content-type': 'application/json' };
      const created = await fetch(`${reference.url}/api/v1/users`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ user_identifier: 'pdc-run1-u-1' }),
      });
      expect(created.status).toBe(201);
      const runDir = join(dir, 'run-1');
      mkdirSync(runDir);
      appendLedger(runDir, { ...target, baseUrl: url, keys: { primary: keyFingerprint(f.apiKey) }, domains: [f.domains[0].id] });
      appendLedger(runDir, { kind: 'user', key: 'primary', userIdentifier: 'pdc-run1-u-1', at: '' });
      const lines: string[] = [];
      const env = { CONFORMANCE_BASE_URL: url, CONFORMANCE_API_KEY: f.apiKey, CONFORMANCE_FIXTURE_USER: f.fixtureUser, CONFORMANCE_REPORT_DIR: dir };
      const code = await sweep(parseConfig(env), (l) => lines.push(l));
      expect(code, lines.join('\n')).toBe(2);
      expect(lines.join('\n')).not.toMatch(/0 left \(closed\)/);
      expect(lines.join('\n')).toMatch(/1 left \(the ledger stays open\)/);
      expect(ledgerClosed(runDir)).toBe(false);
      const still = await fetch(`${reference.url}/api/v1/users/pdc-run1-u-1`, { headers: auth });
      expect(still.status, 'the user is still on the reference').toBe(200);
    } finally {
      front.close();
      await reference.close();
    }
  });
});

describe('a creation of unknown outcome whose names carry no run prefix', () => {
  it('a createUser without a user_identifier is closed as "nothing to find", with the reason', async () => {
    appendLedger(dir, target);
    appendLedger(dir, { kind: 'intent', key: 'primary', intent: 'i1', operation: 'createUser', at: '' });
    const t = fakeTarget(['someone-else'], []);
    const s = await cleanupLedger(dir, clientsOf(t.api));
    expect(s).toMatchObject({ left: 0, clean: true });
    expect(s.nothingToFind).toEqual([{ entry: expect.stringContaining('createUser'), reason: expect.stringMatching(/named no user_identifier/) }]);
    expect(t.users).toEqual(['someone-else']);
  });

  // A match carrying the prefix in its content is the run's; a match without it is never touched.
  it('a bulk create at "@": none listed closes it, a match with the prefix is deleted, one without is left and keeps it open', async () => {
    const asked = { type: 'TXT', name: '@', content: 'pdc-run1-root' };
    const intent = {
      kind: 'intent' as const,
      key: 'primary' as const,
      intent: 'i1',
      operation: 'bulkCreateDnsRecords',
      domainId: 'dom1',
      names: ['@'],
      records: [asked],
      at: '',
    };
    appendLedger(dir, target);
    appendLedger(dir, intent);
    const none = await cleanupLedger(dir, clientsOf(fakeTarget([], [{ id: 'w', type: 'A', name: 'www', content: '192.0.2.1' }]).api));
    expect(none).toMatchObject({ left: 0, clean: true, nothingToFind: [{ reason: expect.stringMatching(/holds no record it asked for \(@\)/) }] });

    const ours = fakeTarget([], [{ id: 'x', ...asked }]);
    expect(await cleanupLedger(dir, clientsOf(ours.api))).toMatchObject({ left: 0, clean: true, found: 1 });
    expect(ours.records).toEqual([]);

    rmSync(join(dir, 'ledger.jsonl'));
    appendLedger(dir, target);
    appendLedger(dir, { ...intent, records: [{ type: 'CNAME', name: '@', content: 'target.example.net' }] });
    const theirs = fakeTarget([], [{ id: 'y', type: 'CNAME', name: '@', content: 'target.example.net' }]);
    const s = await cleanupLedger(dir, clientsOf(theirs.api));
    expect(s).toMatchObject({ left: 1, clean: false });
    expect(s.failed[0].reason).toMatch(/without the run prefix: left/);
    expect(theirs.records.map((r) => r.id)).toEqual(['y']);
  });
});

describe('a stale run.lock', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = undefined;
  });
  const openRun = (name: string, lock: string) => {
    const runDir = join(dir, name);
    mkdirSync(runDir);
    appendLedger(runDir, target);
    writeFileSync(join(runDir, 'run.lock'), lock);
    return runDir;
  };

  it('naming a live process that is not a run of ours (a sleep) is ignored: its ledger is swept', async () => {
    child = spawn('sleep', ['60'], { stdio: 'ignore' });
    await once(child, 'spawn');
    const plain = openRun('older-lock', String(child.pid));
    const stamped = openRun('new-lock', JSON.stringify({ pid: child.pid, startTicks: '1' }));
    expect(uncleanedRunDirs(dir).sort()).toEqual([stamped, plain].sort());
  });

  it('written by a live run (another Node.js process) keeps its ledger out of the sweep', async () => {
    const runDir = openRun('live', '');
    const lockModule = join(ROOT, 'harness/run-lock.ts');
    const script = `import('${lockModule}').then((m) => { m.writeRunLock(${JSON.stringify(runDir)}); console.log('locked'); setInterval(() => {}, 60000); })`;
    child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((done) => child!.stdout!.on('data', (d) => String(d).includes('locked') && done()));
    expect(JSON.parse(readFileSync(join(runDir, 'run.lock'), 'utf8')).pid).toBe(child.pid);
    expect(uncleanedRunDirs(dir)).toEqual([]);
  });
});
