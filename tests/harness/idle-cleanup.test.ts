// Deletion markers in the ledger and the cleanup done while the pacer waits: only finished files' users (and records while
// a file that reads none runs), only without a wait, and the final cleanup spends no request on what is already gone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../contracts/spec-data.js';
import type { Api, CallOptions } from '../../harness/client.js';
import { cleanupLedger } from '../../harness/cleanup.js';
import type { Exchange } from '../../harness/exchange.js';
import { IdleCleanup, RECORD_BLIND_FILES } from '../../harness/idle-cleanup.js';
import { appendLedger, deletedBy, ledgerRef, readLedger, type CreatedEntry } from '../../harness/ledger.js';
import { Pacer } from '../../harness/pacer.js';
import { fakeClock } from './fake-clock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdc-idle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** An Api stand-in: answers every call with the next status (default 204) and records it. */
function fakeApi(pacer: Pacer, statuses: number[] = []) {
  const calls: Array<{ op: string; options: CallOptions }> = [];
  const api = {
    pacer,
    stats: { requests: 0, retriedAfter429: 0, waitedMsFor429: 0, pacingWaits: 0, pacingWaitedMs: 0, byGroup: {} },
    async call(op: string, options: CallOptions = {}) {
      calls.push({ op, options });
      const status = statuses.shift() ?? 204;
      return { status, headers: {}, body: undefined, text: '', json: false, exchange: {} as Exchange };
    },
  };
  return { api: api as unknown as Api, calls };
}

const user = (id: string, key: 'primary' | 'second' = 'primary'): CreatedEntry => ({ kind: 'user', key, userIdentifier: id, at: '2026-01-01T00:00:00Z' });
const record = (id: string, via: 'core' | 'extended' = 'extended'): CreatedEntry => ({
  kind: 'record',
  key: 'primary',
  via,
  domainId: 'dom_1',
  recordId: id,
  at: '2026-01-01T00:00:00Z',
});

const exchange = (operation: string, url: string, status: number): Exchange => ({
  operation,
  method: 'DELETE',
  url,
  requestHeaders: {},
  status,
  responseHeaders: {},
  responseText: '',
  durationMs: 1,
  retriedAfter429: 0,
});

describe('deletedBy', () => {
  it('marks what a successful DELETE removed, by the same reference as its ledger entry', () => {
    const [u] = deletedBy(exchange('deleteUser', 'http://t/api/v1/users/pdc-x-1', 204), 'primary');
    expect(u).toMatchObject({ kind: 'deleted', ref: ledgerRef(user('pdc-x-1')), by: 'check' });
    const [r] = deletedBy(exchange('deleteDnsRecord', 'http://t/api/v1/domains/dom%201/dns/rec_9', 200), 'second');
    expect(r).toMatchObject({ ref: ledgerRef({ kind: 'record', key: 'second', via: 'extended', domainId: 'dom 1', recordId: 'rec_9', at: '' }) });
    const [c] = deletedBy(exchange('deleteCoreDnsRecord', 'http://t/api/v1/dns_records/42', 204), 'primary');
    expect(c).toMatchObject({ ref: 'record:primary:core:42' });
  });
  it('marks nothing for a refused DELETE or another operation', () => {
    expect(deletedBy(exchange('deleteUser', 'http://t/api/v1/users/a', 404), 'primary')).toEqual([]);
    expect(deletedBy(exchange('getUser', 'http://t/api/v1/users/a', 200), 'primary')).toEqual([]);
  });
});

describe('cleanupLedger with deletion markers', () => {
  it('spends no request on what the checks or the idle cleanup deleted', async () => {
    appendLedger(dir, { kind: 'target', at: '', baseUrl: 'http://t', keys: { primary: 'k1' }, prefix: 'pdc-x', domains: [], embedded: false });
    for (const id of ['a', 'b', 'c']) appendLedger(dir, user(id));
    appendLedger(dir, { kind: 'deleted', key: 'primary', ref: ledgerRef(user('a')), by: 'check', at: '' });
    appendLedger(dir, { kind: 'deleted', key: 'primary', ref: ledgerRef(user('b')), by: 'cleanup', at: '' });
    const { api, calls } = fakeApi(new Pacer());
    const summary = await cleanupLedger(dir, { primary: api, target: { baseUrl: 'http://t', keys: { primary: 'k1' } } });
    expect(calls.filter((c) => c.op === 'deleteUser').map((c) => c.options.params?.user_identifier)).toEqual(['c']);
    expect(summary).toMatchObject({ created: 3, deleted: 2, alreadyGone: 1, failed: [] });
  });
});

describe('IdleCleanup', () => {
  it("deletes only finished files' users, marks them in the ledger, and leaves the running file's alone", async () => {
    const clock = fakeClock();
    const { api, calls } = fakeApi(new Pacer({ clock }));
    const idle = new IdleCleanup({ runDir: dir, apis: { primary: api }, now: clock.now });
    idle.fileStarted('suites/a.test.ts');
    idle.noteCreated(user('a1'));
    idle.noteCreated(user('a2'));
    idle.noteDeleted(ledgerRef(user('a2'))); // its check deleted it
    idle.fileStarted('suites/b.test.ts');
    idle.noteCreated(user('b1'));
    expect(idle.pending()).toEqual(['a1']);
    await idle.run(clock.t + 30_000);
    expect(calls).toEqual([{ op: 'deleteUser', options: { params: { user_identifier: 'a1' }, expect429: true } }]);
    expect(readLedger(dir)).toEqual([expect.objectContaining({ kind: 'deleted', ref: ledgerRef(user('a1')), by: 'cleanup' })]);
    expect(idle.pending()).toEqual([]);
  });

  it('stops when the deletion window is spent, near the end of the wait, or at a 429', async () => {
    const clock = fakeClock();
    const pacer = new Pacer({ clock });
    const { api, calls } = fakeApi(pacer, [204, 429]);
    const idle = new IdleCleanup({ runDir: dir, apis: { primary: api }, now: clock.now, marginMs: 1500 });
    idle.fileStarted('a');
    for (const id of ['u1', 'u2', 'u3', 'u4']) idle.noteCreated(user(id));
    idle.fileStarted('b');
    await idle.run(clock.t + 1000); // too close to the end of the wait
    expect(calls).toHaveLength(0);
    await idle.run(clock.t + 30_000); // u1 deleted, u2 met a 429: the rest waits for the final cleanup
    expect(calls).toHaveLength(2);
    expect(idle.pending()).toEqual(['u2', 'u3', 'u4']);
    pacer.afterResponse('user_deletion', { 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(clock.t / 1000 + 40) });
    await idle.run(clock.t + 30_000);
    expect(calls).toHaveLength(2);
  });

  it("uses the second key's client for the second key's users, and skips users of a key it has no client for", async () => {
    const clock = fakeClock();
    const first = fakeApi(new Pacer({ clock }));
    const idle = new IdleCleanup({ runDir: dir, apis: { primary: first.api }, now: clock.now });
    idle.fileStarted('a');
    idle.noteCreated(user('s1', 'second'));
    idle.noteCreated(user('p1'));
    idle.fileStarted('b');
    await idle.run(clock.t + 30_000);
    expect(first.calls.map((c) => c.options.params?.user_identifier)).toEqual(['p1']);
  });

  it("deletes finished files' records, after their users, only while a file that reads no record runs", async () => {
    const clock = fakeClock();
    const { api, calls } = fakeApi(new Pacer({ clock }));
    const idle = new IdleCleanup({ runDir: dir, apis: { primary: api }, now: clock.now });
    idle.fileStarted('suites/dns-records.test.ts');
    idle.noteCreated(record('r1'));
    idle.noteCreated(record('r2', 'core'));
    idle.noteCreated(user('u1'));
    idle.fileStarted('suites/users.test.ts');
    idle.noteCreated(record('r3'));
    await idle.run(clock.t + 30_000); // users.test.ts may read records: only the user goes
    expect(calls.map((c) => c.op)).toEqual(['deleteUser']);
    expect(idle.pending()).toEqual(['r1', 'r2']);
    idle.fileStarted(`suites/${RECORD_BLIND_FILES[0]}`);
    await idle.run(clock.t + 30_000);
    expect(calls.map((c) => [c.op, c.options.params?.record_id ?? c.options.params?.id])).toEqual([
      ['deleteUser', undefined],
      ['deleteDnsRecord', 'r1'],
      ['deleteCoreDnsRecord', 'r2'],
      ['deleteDnsRecord', 'r3'],
    ]);
    expect(readLedger(dir).map((e) => (e.kind === 'deleted' ? e.ref : e.kind))).toEqual([
      ledgerRef(user('u1')),
      ledgerRef(record('r1')),
      ledgerRef(record('r2', 'core')),
      ledgerRef(record('r3')),
    ]);
  });

  it("goes on with other groups when one group's window is spent: core records wait, extended ones are deleted", async () => {
    const clock = fakeClock();
    const pacer = new Pacer({ clock });
    pacer.afterResponse('core', { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(clock.t / 1000 + 40) });
    const { api, calls } = fakeApi(pacer);
    const idle = new IdleCleanup({ runDir: dir, apis: { primary: api }, now: clock.now });
    idle.fileStarted('suites/dns-core.test.ts');
    for (const r of [record('c1', 'core'), record('e1'), record('c2', 'core'), record('e2')]) idle.noteCreated(r);
    idle.fileStarted(`suites/${RECORD_BLIND_FILES[0]}`);
    await idle.run(clock.t + 30_000);
    expect(calls.map((c) => c.options.params?.record_id)).toEqual(['e1', 'e2']);
    expect(idle.pending()).toEqual(['c1', 'c2']);
  });

  it('sends one deletion per entry when a check deletes another entry while a deletion awaits its answer', async () => {
    const clock = fakeClock();
    const { api, calls } = fakeApi(new Pacer({ clock }));
    const idle = new IdleCleanup({ runDir: dir, apis: { primary: api }, now: clock.now });
    const call = api.call.bind(api);
    api.call = async (op, options) => {
      if (calls.length === 0) idle.noteDeleted(ledgerRef(user('u3'))); // a check's deletion recorded meanwhile
      return call(op, options);
    };
    idle.fileStarted('a');
    for (const id of ['u1', 'u2', 'u3']) idle.noteCreated(user(id));
    idle.fileStarted('b');
    await idle.run(clock.t + 30_000);
    await idle.run(clock.t + 30_000);
    expect(calls.map((c) => c.options.params?.user_identifier)).toEqual(['u1', 'u2']);
    expect(idle.pending()).toEqual([]);
  });

  it('treats as record-blind only suite files that name no DNS record operation', () => {
    // A file listed there that reads records could see them vanish while one of its checks waits for a window. A domain's
    // detail and the user's domain list show its records or their count too.
    const dnsOps = [...operations.filter((o) => o.path.includes('/dns')).map((o) => o.id), 'getDomain', 'listUserDomains'];
    expect(dnsOps.length).toBeGreaterThan(10);
    // TRANSFER-COMPLETED-FIXTURE-DOMAIN-READABLE reads the domain a completed transfer names and judges only its id and name, which
    // deleting records cannot change: that read is allowed, and no other operation.
    const judgesNoRecord: Record<string, string[]> = { 'transfers.test.ts': ['getDomain'] };
    for (const file of RECORD_BLIND_FILES) {
      const text = readFileSync(fileURLToPath(new URL(`../../suites/${file}`, import.meta.url)), 'utf8');
      const allowed = judgesNoRecord[file] ?? [];
      expect(dnsOps.filter((op) => !allowed.includes(op) && (text.includes(`'${op}'`) || text.includes(`"${op}"`)))).toEqual([]);
      expect(text).not.toMatch(/harness\/records\.js/);
    }
  });
});
