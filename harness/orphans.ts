// harness/orphans.ts: what earlier runs left on the target when their ledger is gone (a CI cancel throws the workspace
// away, ledger included; issue 28). Found by the run prefix alone, under each key: users whose identifier starts with
// one, and records of the fixture user's domains (and the foreign domain, for the second key) one of whose labels does.
//
// Why it never touches a live run's resources (a nightly job and a PR job share keys): the prefix carries its run's
// start time (harness/run.ts, `pdc-<seconds since 1970, base 36><4 random>`), and a run's checks stop at its deadline
// (CONFORMANCE_RUN_DEADLINE_SECONDS, enforced by the run budget: past it no check sends a request, harness/run-budget.ts).
// A prefix is an orphan's only once its start is more than the deadline plus a sixth of it ago (3.5 h at the default):
// the sixth covers a request in flight at the deadline and a clock skew between runners of up to that much. A run past
// its deadline may still be cleaning up; deleting what its cleanup is about to delete costs it a 404, which its cleanup
// confirms by a fresh read (harness/delete-truth.ts). Nothing without the prefix's shape is touched, nor a prefix
// whose time is in the future or unreadable.
import { type Api, TransportError } from './client.js';
import type { CleanupClients } from './cleanup.js';
import { deleteEntry } from './cleanup.js';
import { confirmGone, DeleteTrust } from './delete-truth.js';
import type { KeyName } from './ledger.js';

/** A run prefix as harness/run.ts makes it: the start second in base 36 (6 digits until 2038, 7 after), then 4 random. */
const PREFIX_SHAPE = /^pdc-([a-z0-9]{6,7})[a-z0-9]{4}$/;
/** A prefix at the start of a name, then the separator names use (hyphen, dot, underscore). */
const LEADING_PREFIX = /^(pdc-[a-z0-9]{10,11})[-._]/;
/** Earliest plausible start: the suite's prefixes did not exist before 2024. */
const EARLIEST = Date.UTC(2024, 0, 1);

/** The run's start (epoch ms) a prefix carries, or undefined when it is not one of ours. */
export function runStartOf(prefix: string): number | undefined {
  const m = PREFIX_SHAPE.exec(prefix.toLowerCase());
  if (!m) return undefined;
  const ms = Number.parseInt(m[1], 36) * 1000;
  return Number.isFinite(ms) && ms >= EARLIEST ? ms : undefined;
}

/** Age past which a prefix's run is over: the deadline plus a sixth of it (request in flight, clock skew). */
export function orphanAgeMs(deadlineMs: number): number {
  return deadlineMs + Math.ceil(deadlineMs / 6);
}

/** The run prefix a user identifier or a record label starts with, lower-case, or undefined. */
export function leadingPrefix(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const m = LEADING_PREFIX.exec(name.toLowerCase());
  return m && runStartOf(m[1]) !== undefined ? m[1] : undefined;
}

/** The prefix of a record name: the first of its labels that starts with one. */
function recordPrefix(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  for (const label of name.split('.')) {
    const p = leadingPrefix(`${label}.`);
    if (p) return p;
  }
  return undefined;
}

/** True when the prefix is an orphan's at `now`: never `own`, never a young or future one. */
export function isOrphan(prefix: string, now: number, deadlineMs: number, own?: string): boolean {
  const start = runStartOf(prefix);
  if (start === undefined || prefix === own?.toLowerCase()) return false;
  return now - start > orphanAgeMs(deadlineMs);
}

export interface OrphanSweep {
  /** Users and records deleted. */
  removed: number;
  /** The orphan prefixes whose resources were found. */
  prefixes: string[];
  /** Resources of runs still within their bound: left alone. */
  spared: number;
  /** What could not be deleted (or confirmed gone), with the reason. */
  left: Array<{ entry: string; reason: string }>;
  /** Set when the target offers no listing to find them by (a core-only target): nothing was looked at. */
  notListable?: string;
}

export interface OrphanOptions {
  fixtureUser: string;
  foreignDomainId?: string;
  deadlineMs: number;
  /** The sweeping run's own prefix: never an orphan. */
  ownPrefix?: string;
  now?: () => number;
}

const USER_PAGES = 10;

/** Finds and deletes the orphans under each key: records first, then users (deleting a user removes what it owns). */
export async function sweepOrphans(clients: CleanupClients, options: OrphanOptions): Promise<OrphanSweep> {
  const now = (options.now ?? Date.now)();
  const result: OrphanSweep = { removed: 0, prefixes: [], spared: 0, left: [] };
  const trust = new DeleteTrust();
  const prefixes = new Set<string>();
  const judge = (prefix: string | undefined): boolean => {
    if (!prefix) return false; // no prefix: never ours to touch
    if (isOrphan(prefix, now, options.deadlineMs, options.ownPrefix)) {
      prefixes.add(prefix);
      return true;
    }
    if (prefix !== options.ownPrefix?.toLowerCase()) result.spared += 1;
    return false;
  };
  const remove = async (api: Api, what: Parameters<typeof deleteEntry>[1], name: string) => {
    try {
      const outcome = await deleteEntry(api, what);
      if (outcome === 'deleted') {
        trust.deleted(what.kind);
        result.removed += 1;
        return;
      }
      const doubt = outcome === 'gone' ? await confirmGone(api, what, trust) : `DELETE answered ${outcome}`;
      if (doubt) result.left.push({ entry: name, reason: doubt });
    } catch (error) {
      result.left.push({ entry: name, reason: error instanceof TransportError ? error.message : String(error) });
    }
  };
  const keys: Array<[KeyName, Api]> = [['primary', clients.primary], ...(clients.second ? [['second', clients.second] as [KeyName, Api]] : [])];
  const unlisted: string[] = [];
  for (const [key, api] of keys) {
    const domains = key === 'primary' ? await fixtureDomains(api, options.fixtureUser) : options.foreignDomainId ? [options.foreignDomainId] : [];
    for (const domainId of domains) {
      const records = await listed(api, 'listDnsRecords', { params: { domain_id: domainId } }, (b) => b?.records);
      if (!records) {
        unlisted.push(`records of domain ${domainId} (${key} key)`);
        continue;
      }
      for (const r of records)
        if (r?.id !== undefined && judge(recordPrefix(r.name)))
          await remove(
            api,
            { kind: 'record', via: 'extended', domainId, recordId: String(r.id) },
            `record ${r.id} (${r.name}) of domain ${domainId} (${key} key)`,
          );
    }
    for (let page = 0; page < USER_PAGES; page++) {
      const query = { limit: 100, offset: page * 100, sort: 'created_at', order: 'desc' };
      const users = await listed(api, 'listUsers', { query }, (b) => b?.users);
      if (!users) {
        if (page === 0) unlisted.push(`users (${key} key)`);
        break;
      }
      for (const u of users)
        if (judge(leadingPrefix(u?.user_identifier)))
          await remove(api, { kind: 'user', userIdentifier: String(u.user_identifier) }, `user ${u.user_identifier} (${key} key)`);
      if (users.length < 100) break;
    }
  }
  result.prefixes = [...prefixes].sort();
  if (unlisted.length) result.notListable = `not listed: ${unlisted.join(', ')}`;
  return result;
}

/** The fixture user's domain ids (§4.1 GET /api/v1/users/{user_identifier}/domains), or none when not answered. */
async function fixtureDomains(api: Api, fixtureUser: string): Promise<string[]> {
  const domains = await listed(api, 'listUserDomains', { params: { user_identifier: fixtureUser } }, (b) => b?.domains);
  return (domains ?? []).flatMap((d) => (d?.id !== undefined ? [String(d.id)] : []));
}

async function listed(api: Api, operationId: string, options: Parameters<Api['call']>[1], items: (body: any) => unknown): Promise<any[] | undefined> {
  try {
    const res = await api.call(operationId, options);
    const list = items(res.body);
    return res.status === 200 && Array.isArray(list) ? list : undefined;
  } catch {
    return undefined;
  }
}

/** One console line for what a sweep of orphans did. */
export function orphanLine(s: OrphanSweep, deadlineMs: number): string {
  const age = orphanAgeMs(deadlineMs);
  const bound = `started more than ${age < 120_000 ? `${Math.round(age / 1000)} s` : `${Math.round(age / 60_000)} min`} ago`;
  const runs = s.prefixes.length ? ` of ${s.prefixes.length} earlier run(s) (${s.prefixes.join(', ')})` : '';
  const spared = s.spared ? `, ${s.spared} of runs still within their deadline left alone` : '';
  const left = s.left.length ? `, ${s.left.length} left` : '';
  const unlisted = s.notListable ? ` (${s.notListable})` : '';
  return `orphans (runs ${bound}, ledger gone): ${s.removed} removed${runs}${left}${spared}${unlisted}`;
}
