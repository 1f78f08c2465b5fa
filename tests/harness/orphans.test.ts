// Orphans (issue 28, delivery 4; harness/orphans.ts): a run prefix carries its start time; what a run over its deadline
// (plus a sixth) left is deleted by the prefix alone, a younger run's is left alone, the sweeping run's own is never
// judged, and nothing without a prefix of that shape is touched. A 404 that a fresh read contradicts is reported left.
import { describe, expect, it } from 'vitest';
import type { Api, CallOptions } from '../../harness/client.js';
import type { Exchange } from '../../harness/exchange.js';
import { keyFingerprint } from '../../harness/ledger.js';
import { isOrphan, leadingPrefix, orphanAgeMs, orphanLine, runStartOf, sweepOrphans } from '../../harness/orphans.js';
import { Pacer } from '../../harness/pacer.js';
import { RunBudget } from '../../harness/run-budget.js';

/** A prefix as harness/run.ts makes it for a run started at `ms`. */
const prefixAt = (ms: number, rand = 'ab12') => `pdc-${Math.floor(ms / 1000).toString(36)}${rand}`;
const NOW = Date.UTC(2026, 10, 28, 3, 0, 0);
const HOUR = 3_600_000;
const DEADLINE = 3 * HOUR;

describe('the run prefix tells its start', () => {
  it('reads the start second back, and refuses what is not a prefix of ours', () => {
    expect(runStartOf(prefixAt(NOW))).toBe(NOW);
    expect(runStartOf('pdc-run1')).toBeUndefined();
    expect(runStartOf('pdc-000000ab12'), 'a start before 2024 is no run of ours').toBeUndefined();
    expect(leadingPrefix(`${prefixAt(NOW)}-core-3`)).toBe(prefixAt(NOW));
    expect(leadingPrefix(`${prefixAt(NOW)}_user_7`)).toBe(prefixAt(NOW));
    expect(leadingPrefix(`someone-${prefixAt(NOW)}-x`), 'a prefix must start the name').toBeUndefined();
    expect(leadingPrefix('partner-user-1')).toBeUndefined();
  });

  it('is an orphan only past the deadline plus a sixth, never the own run, never a future start', () => {
    expect(orphanAgeMs(DEADLINE)).toBe(3.5 * HOUR);
    expect(isOrphan(prefixAt(NOW - 3.5 * HOUR - 1000), NOW, DEADLINE)).toBe(true);
    expect(isOrphan(prefixAt(NOW - 3.5 * HOUR + 60_000), NOW, DEADLINE), 'a run within its bound is live').toBe(false);
    expect(isOrphan(prefixAt(NOW - 5 * HOUR), NOW, DEADLINE, prefixAt(NOW - 5 * HOUR))).toBe(false);
    expect(isOrphan(prefixAt(NOW + HOUR), NOW, DEADLINE)).toBe(false);
  });
});

function fakeTarget(users: string[], records: Array<{ id: string; name: string }>, delete404 = false) {
  const deleted: string[] = [];
  const answer = (status: number, body?: unknown) => ({ status, headers: {}, body, text: '', json: body !== undefined, exchange: {} as Exchange });
  const api = {
    pacer: new Pacer(),
    stats: { requests: 0, retriedAfter429: 0, waitedMsFor429: 0, byGroup: {} },
    async call(op: string, options: CallOptions = {}) {
      const id = String(options.params?.user_identifier ?? options.params?.record_id ?? options.params?.id);
      if (op === 'listUserDomains') return answer(200, { domains: [{ id: 'dom1' }], total: 1 });
      if (op === 'listUsers') return answer(200, { users: users.map((u) => ({ user_identifier: u })), total: users.length });
      if (op === 'listDnsRecords') return answer(200, { records: [...records], total: records.length });
      if (op === 'getUser') return users.includes(id) ? answer(200, {}) : answer(404);
      if (delete404) return answer(404);
      if (op === 'deleteUser' && users.includes(id)) {
        users.splice(users.indexOf(id), 1);
        deleted.push(id);
        return answer(204);
      }
      const at = records.findIndex((r) => r.id === id);
      if (op === 'deleteDnsRecord' && at >= 0) {
        deleted.push(records.splice(at, 1)[0].name);
        return answer(204);
      }
      return answer(404);
    },
  };
  return { api: api as unknown as Api, users, records, deleted };
}

const clientsOf = (api: Api) => ({ primary: api, target: { baseUrl: 'http://a.test', keys: { primary: keyFingerprint('k') } } });

describe('sweepOrphans', () => {
  const old = prefixAt(NOW - 4 * HOUR, 'old1');
  const live = prefixAt(NOW - HOUR, 'liv1');
  const own = prefixAt(NOW, 'own1');

  it("deletes an old run's users and records, leaves a live run's, its own and everything without a prefix", async () => {
    const t = fakeTarget(
      [`${old}-core-1`, `${old}_u_2`, `${live}-core-1`, `${own}-core-1`, 'partner-user', 'pdc-notaprefix-1'],
      [
        { id: 'r1', name: `${old}-txt-1` },
        { id: 'r2', name: `www.${old}-a-2` },
        { id: 'r3', name: `${live}-txt-1` },
        { id: 'r4', name: 'www' },
        { id: 'r5', name: '@' },
      ],
    );
    const s = await sweepOrphans(clientsOf(t.api), { fixtureUser: 'fixture', deadlineMs: DEADLINE, ownPrefix: own, now: () => NOW });
    expect(t.deleted.sort()).toEqual([`${old}-core-1`, `${old}-txt-1`, `${old}_u_2`, `www.${old}-a-2`].sort());
    expect(t.users).toEqual([`${live}-core-1`, `${own}-core-1`, 'partner-user', 'pdc-notaprefix-1']);
    expect(t.records.map((r) => r.id)).toEqual(['r3', 'r4', 'r5']);
    expect(s).toMatchObject({ removed: 4, prefixes: [old], spared: 2, left: [] });
    expect(orphanLine(s, DEADLINE)).toMatch(/^orphans \(runs started more than 210 min ago, ledger gone\): 4 removed of 1 earlier run/);
  });

  it('a target that 404s every DELETE while its reads still list them: reported left, never removed', async () => {
    const t = fakeTarget([`${old}-core-1`], [], true);
    const s = await sweepOrphans(clientsOf(t.api), { fixtureUser: 'fixture', deadlineMs: DEADLINE, now: () => NOW });
    expect(s.removed).toBe(0);
    expect(s.left).toEqual([{ entry: expect.stringContaining(`${old}-core-1`), reason: expect.stringMatching(/fresh read still finds it/) }]);
  });
});

describe("a run's deadline", () => {
  it('spends the run budget once passed: no request of the checks goes out after it, so an orphan sweep cannot pull a resource from under a check', () => {
    let now = NOW;
    const budget = new RunBudget({ max429: 40, maxFailures: 8, stallMs: 180_000, deadlineAt: NOW + DEADLINE }, () => now);
    expect(() => budget.assertOpen()).not.toThrow();
    now = NOW + DEADLINE;
    expect(() => budget.assertOpen()).toThrow(/the run: its deadline passed \(CONFORMANCE_RUN_DEADLINE_SECONDS/);
    expect(budget.spent?.bound).toBe('deadline');
  });
});
