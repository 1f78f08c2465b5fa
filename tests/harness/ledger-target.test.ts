// The ledger's own record of its target and its intents (harness/ledger.ts, harness/cleanup.ts): a sweep of another
// target or key is refused before any request; an intent is written before the creation is sent and resolved by its
// answer; what the ledger never confirmed is found by the run prefix, and nothing without the prefix is touched.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Api, CallOptions } from '../../harness/client.js';
import { CLEANUP_IN_FLIGHT, carriesPrefix, cleanupLedger, LedgerTargetMismatch, ledgerClosed } from '../../harness/cleanup.js';
import type { Exchange } from '../../harness/exchange.js';
import { appendLedger, IntentLog, keyFingerprint, openIntents, readLedger, targetMismatch } from '../../harness/ledger.js';
import { Pacer } from '../../harness/pacer.js';
import { registerSecret } from '../../harness/redact.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdc-ledger-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const KEYS = { primary: keyFingerprint('key-a') };
const target = (over: Partial<{ baseUrl: string; prefix: string }> = {}) => ({
  kind: 'target' as const,
  at: '',
  baseUrl: 'http://a.test',
  keys: KEYS,
  prefix: 'pdc-run1',
  domains: ['dom1'],
  embedded: false,
  ...over,
});

/** A target stand-in: users and records in memory, answering list and delete like the interface. */
function fakeTarget(users: string[], records: Array<{ id: string; name: string }>) {
  const calls: Array<{ op: string; options: CallOptions }> = [];
  const api = {
    pacer: new Pacer(),
    stats: { requests: 0, retriedAfter429: 0, waitedMsFor429: 0, byGroup: {} },
    async call(op: string, options: CallOptions = {}) {
      calls.push({ op, options });
      const answer = (status: number, body?: unknown) => ({ status, headers: {}, body, text: '', json: body !== undefined, exchange: {} as Exchange });
      if (op === 'listUsers') return answer(200, { users: users.map((u) => ({ user_identifier: u })), total: users.length });
      if (op === 'listDnsRecords') return answer(200, { records, total: records.length });
      if (op === 'deleteUser') {
        const i = users.indexOf(String(options.params?.user_identifier));
        if (i < 0) return answer(404);
        users.splice(i, 1);
        return answer(204);
      }
      if (op === 'deleteDnsRecord') {
        const i = records.findIndex((r) => r.id === String(options.params?.record_id));
        if (i < 0) return answer(404);
        records.splice(i, 1);
        return answer(204);
      }
      return answer(404);
    },
  };
  return { api: api as unknown as Api, calls, users, records };
}

const clients = (api: Api, key = 'key-a', baseUrl = 'http://a.test') => ({ primary: api, target: { baseUrl, keys: { primary: keyFingerprint(key) } } });

describe('the ledger names its target', () => {
  it('a fingerprint tells keys apart and never shows the key', () => {
    expect(keyFingerprint('key-a')).toMatch(/^[0-9a-f]{12}$/);
    expect(keyFingerprint('key-a')).not.toBe(keyFingerprint('key-b'));
  });

  it('another base URL, another key, a missing key or no target at all: refused, with the reason', () => {
    const t = target();
    expect(targetMismatch(t, { baseUrl: 'http://a.test/', keys: KEYS })).toBeUndefined();
    expect(targetMismatch(t, { baseUrl: 'http://b.test', keys: KEYS })).toMatch(/belongs to http:\/\/a.test, not http:\/\/b.test/);
    expect(targetMismatch(t, { baseUrl: 'http://a.test', keys: { primary: keyFingerprint('key-b') } })).toMatch(/fingerprint/);
    expect(targetMismatch({ ...t, keys: { ...KEYS, second: 'x' } }, { baseUrl: 'http://a.test', keys: KEYS })).toMatch(/second key/);
    expect(targetMismatch(undefined, { baseUrl: 'http://a.test', keys: KEYS })).toMatch(/records no target/);
  });

  it('cleanupLedger sends nothing for a ledger of another target, and leaves it open', async () => {
    appendLedger(dir, target());
    appendLedger(dir, { kind: 'user', key: 'primary', userIdentifier: 'pdc-run1-a-1', at: '' });
    const { api, calls } = fakeTarget(['pdc-run1-a-1'], []);
    await expect(cleanupLedger(dir, clients(api, 'key-b'))).rejects.toBeInstanceOf(LedgerTargetMismatch);
    await expect(cleanupLedger(dir, clients(api, 'key-a', 'http://b.test'))).rejects.toThrow(/refusing to sweep/);
    expect(calls).toEqual([]);
    expect(ledgerClosed(dir)).toBe(false);
  });
});

describe('intents', () => {
  const ex = (operation: string, url: string, body: unknown, status = 0): Exchange => ({
    operation,
    method: 'POST',
    url,
    requestHeaders: {},
    requestBody: body,
    status,
    responseHeaders: {},
    responseText: '',
    responseBody: status === 201 ? { id: 'r9' } : undefined,
    durationMs: 1,
    retriedAfter429: 0,
  });

  it('written before sending, resolved by a 2xx with its ids or a 4xx; no answer leaves it open; reads are not intents', () => {
    const log = new IntentLog(dir, 'primary');
    const user = log.begin(ex('createUser', 'http://a.test/api/v1/users', { user_identifier: 'pdc-run1-u-1' }))!;
    const record = log.begin(ex('createDnsRecord', 'http://a.test/api/v1/domains/dom1/dns', { type: 'A', name: 'pdc-run1-r-2' }))!;
    const refused = log.begin(ex('createDnsRecord', 'http://a.test/api/v1/domains/dom1/dns', { type: 'A', name: 'pdc-run1-r-3' }))!;
    expect(log.begin(ex('listUsers', 'http://a.test/api/v1/users', undefined))).toBeUndefined();
    expect(openIntents(readLedger(dir)).map((i) => i.intent)).toEqual([user, record, refused]);
    log.end(record, ex('createDnsRecord', 'http://a.test/api/v1/domains/dom1/dns', { type: 'A', name: 'pdc-run1-r-2' }, 201));
    log.end(refused, ex('createDnsRecord', 'http://a.test/api/v1/domains/dom1/dns', { type: 'A', name: 'pdc-run1-r-3' }, 400));
    const open = openIntents(readLedger(dir));
    expect(open).toEqual([expect.objectContaining({ intent: user, operation: 'createUser', userIdentifier: 'pdc-run1-u-1' })]);
    expect(readLedger(dir).find((e) => e.kind === 'intent' && e.intent === record)).toMatchObject({ domainId: 'dom1', names: ['pdc-run1-r-2'] });
  });
});

describe('the run prefix', () => {
  it('matches a label starting with "<prefix>-", in any case, and nothing else', () => {
    expect(carriesPrefix('pdc-run1-a-1', 'pdc-run1')).toBe(true);
    expect(carriesPrefix('PDC-RUN1-bulk-3.example.com', 'pdc-run1')).toBe(true);
    expect(carriesPrefix('www.pdc-run1-x-2', 'pdc-run1')).toBe(true);
    expect(carriesPrefix('pdc-run10-a-1', 'pdc-run1')).toBe(false);
    expect(carriesPrefix('pdc-run2-a-1', 'pdc-run1')).toBe(false);
    expect(carriesPrefix('www', 'pdc-run1')).toBe(false);
  });

  it('deletes what the ledger never confirmed but carries the prefix, never anything else, and closes the ledger', async () => {
    appendLedger(dir, target());
    appendLedger(dir, { kind: 'intent', key: 'primary', intent: 'i1', operation: 'createUser', userIdentifier: 'pdc-run1-lost-1', at: '' });
    appendLedger(dir, { kind: 'intent', key: 'primary', intent: 'i2', operation: 'createDnsRecord', domainId: 'dom1', names: ['pdc-run1-lost-2'], at: '' });
    const t = fakeTarget(
      ['someone-else', 'pdc-run2-other-1', 'pdc-run1-lost-1'],
      [
        { id: 'r1', name: 'www' },
        { id: 'r2', name: 'pdc-run1-lost-2' },
        { id: 'r3', name: 'pdc-run2-other-3' },
      ],
    );
    const summary = await cleanupLedger(dir, clients(t.api));
    expect(t.users).toEqual(['someone-else', 'pdc-run2-other-1']);
    expect(t.records.map((r) => r.id)).toEqual(['r1', 'r3']);
    expect(summary).toMatchObject({ found: 2, left: 0, clean: true, failed: [] });
    expect(JSON.parse(readFileSync(join(dir, 'cleanup.json'), 'utf8')).clean).toBe(true);
    expect(ledgerClosed(dir)).toBe(true);
  });

  it('an open intent the listing cannot resolve keeps the ledger open and is counted as left', async () => {
    appendLedger(dir, target());
    appendLedger(dir, { kind: 'intent', key: 'primary', intent: 'i1', operation: 'applyDnsTemplate', domainId: 'dom1', at: '' });
    const t = fakeTarget([], []);
    const summary = await cleanupLedger(dir, clients(t.api));
    expect(summary).toMatchObject({ left: 1, clean: false });
    expect(summary.failed[0].entry).toMatch(/applyDnsTemplate of records of domain dom1 \(primary key\), answer never received/);
    expect(ledgerClosed(dir)).toBe(false);
  });
});

describe('cleanup.json', () => {
  it('is written redacted: a deletion refused with the key echoed in its reason shows the placeholder, never the key', async () => {
    const key = 'sk-cleanup-echo-1234567890';
    registerSecret(key, '$CONFORMANCE_API_KEY');
    appendLedger(dir, target());
    appendLedger(dir, { kind: 'user', key: 'primary', userIdentifier: 'pdc-run1-a-1', at: '' });
    const t = fakeTarget(['pdc-run1-a-1'], []);
    const call = t.api.call.bind(t.api);
    t.api.call = (async (op: string, options?: CallOptions) => {
      if (op === 'deleteUser') throw new Error(`the target refused Bearer ${key} (echoed as ${encodeURIComponent(key)})`);
      return call(op, options);
    }) as Api['call'];
    const summary = await cleanupLedger(dir, clients(t.api));
    expect(summary.failed.length).toBeGreaterThan(0);
    const written = readFileSync(join(dir, 'cleanup.json'), 'utf8');
    expect(written).toContain('$CONFORMANCE_API_KEY');
    expect(written).not.toContain(key);
  });
});

describe('the deletions go several at a time', () => {
  it('at most CLEANUP_IN_FLIGHT at once, records before users, the summary in ledger order whichever answer comes first, a refusal counted once', async () => {
    appendLedger(dir, target());
    const ids = Array.from({ length: 10 }, (_, i) => `r${i}`);
    for (const id of ids) appendLedger(dir, { kind: 'record', key: 'primary', via: 'extended', domainId: 'dom1', recordId: id, at: '' });
    appendLedger(dir, { kind: 'user', key: 'primary', userIdentifier: 'pdc-run1-u-1', at: '' });
    const t = fakeTarget(
      ['pdc-run1-u-1'],
      ids.map((id) => ({ id, name: `pdc-run1-n-${id}` })),
    );
    const call = t.api.call.bind(t.api);
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    t.api.call = (async (op: string, options?: CallOptions) => {
      if (op !== 'deleteDnsRecord' && op !== 'deleteUser') return call(op, options);
      inFlight += 1;
      most = Math.max(most, inFlight);
      const id = String(options?.params?.record_id ?? options?.params?.user_identifier);
      // Later entries answer sooner: r9 before r0.
      await new Promise((r) => setTimeout(r, op === 'deleteDnsRecord' ? 20 - Number(id.slice(1)) * 2 : 1));
      inFlight -= 1;
      order.push(id);
      // Every second record refuses: its failure must land in ledger order.
      if (op === 'deleteDnsRecord' && Number(id.slice(1)) % 2 === 1)
        return { status: 500, headers: {}, body: undefined, text: '', json: false, exchange: {} as Exchange };
      return call(op, options);
    }) as Api['call'];
    const summary = await cleanupLedger(dir, clients(t.api));
    expect(most).toBe(CLEANUP_IN_FLIGHT);
    const user = order.indexOf('pdc-run1-u-1');
    expect(order.slice(0, user).sort()).toEqual(ids);
    expect(order.slice(0, user)).not.toEqual(ids);
    expect(summary.failed.map((f) => f.entry)).toEqual(['r1', 'r3', 'r5', 'r7', 'r9'].map((id) => expect.stringContaining(id)));
    expect(summary.failed[0].reason).toBe('DELETE answered 500');
    // Reported once each: the listing by prefix finds them again, and does not try them again.
    expect(summary).toMatchObject({ deleted: 6, alreadyGone: 0, left: 5 });
  });
});
