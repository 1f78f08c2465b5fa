// Deletes what a run created, never anything else: the resources its ledger confirms, then whatever carries the run
// prefix on the target (users, and records of the run's domains), which catches creations whose answer was lost. A
// ledger is closed (cleanup.json "clean": true) only when every entry is confirmed gone; a sweep refuses a ledger of
// another target or key. Also checks the fixture domain ends the run with exactly the records it started with.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api, TransportError } from './client.js';
import { confirmGone, DeleteTrust } from './delete-truth.js';
import {
  type CreatedEntry,
  type IntentEntry,
  type KeyName,
  type LedgerEntry,
  type LedgerTarget,
  keyFingerprint,
  ledgerRef,
  ledgerTarget,
  openIntents,
  readLedger,
  targetMismatch,
} from './ledger.js';
import { Pacer } from './pacer.js';
import { pool } from './pool.js';
import { judgeUnnamed, unnamed } from './unnamed-intents.js';
import { runIsAlive } from './run-lock.js';
import { redactValue } from './redact.js';
import { namesAnotherRun } from './shared-key.js';
import type { CleanupSummary } from './report-model.js';

export interface CleanupClients {
  primary: Api;
  second?: Api;
  /** The target these clients send to: a ledger of another one is refused. */
  target: Pick<LedgerTarget, 'baseUrl' | 'keys'>;
}

/** A ledger that belongs to another target or key: sweeping it here would delete nothing and could mark it done. */
export class LedgerTargetMismatch extends Error {
  readonly runDir: string;
  readonly reason: string;
  constructor(runDir: string, reason: string) {
    super(`refusing to sweep ${runDir}: ${reason}`);
    this.runDir = runDir;
    this.reason = reason;
    this.name = 'LedgerTargetMismatch';
  }
}

const quietSink = { record() {} };

/**
 * Deletions in flight at once. Against a target far away the cleanup took a round trip per record (115 records in a full run); the
 * pacer keeps them within the §8 windows as it does the checks' requests.
 */
export const CLEANUP_IN_FLIGHT = 4;

type EntryOutcome = { outcome: 'deleted' | 'gone' | 'transferWithUser' | 'pending' } | { outcome: 'failed'; entry: string; reason: string };

/** One resource of one key, however it was reached (a record by either interface's path is the same record). */
function resourceKey(key: KeyName, what: { kind: 'user'; userIdentifier: string } | { kind: 'record'; recordId: string }): string {
  return what.kind === 'user' ? `${key} user ${what.userIdentifier}` : `${key} record ${what.recordId}`;
}

/**
 * After this many deletions in a row without an answer (or refused with 429 after the client's waits) the cleanup stops
 * sending: the target is gone or refuses, the rest is left to `sweep`.
 */
const DEAD_TARGET_FAILURES = 3;
/** Pages of 100 users (newest first) listed to find the run prefix. */
const USER_PAGES = 10;

export function cleanupClients(baseUrl: string, apiKey: string, secondApiKey: string | undefined, timeoutMs: number): CleanupClients {
  return {
    primary: new Api(baseUrl, apiKey, quietSink, new Pacer(), timeoutMs),
    second: secondApiKey ? new Api(baseUrl, secondApiKey, quietSink, new Pacer(), timeoutMs) : undefined,
    target: { baseUrl, keys: { primary: keyFingerprint(apiKey), ...(secondApiKey ? { second: keyFingerprint(secondApiKey) } : {}) } },
  };
}

function describe(e: CreatedEntry): string {
  if (e.kind === 'user') return `user ${e.userIdentifier} (${e.key} key)`;
  if (e.kind === 'record') return `record ${e.recordId} of domain ${e.domainId} (${e.via}, ${e.key} key)`;
  return `transfer ${e.transferId} (${e.key} key)`;
}

/** Delete one user or record the run created: 'deleted', 'gone' (404 on every path tried), or the status met. */
export async function deleteEntry(
  api: Api,
  entry: Pick<CreatedEntry & { kind: 'user' }, 'kind' | 'userIdentifier'> | Pick<CreatedEntry & { kind: 'record' }, 'kind' | 'via' | 'domainId' | 'recordId'>,
  options: { expect429?: boolean } = {},
): Promise<'deleted' | 'gone' | number> {
  const o = options.expect429 ? { expect429: true } : {};
  let res =
    entry.kind === 'record'
      ? entry.via === 'core'
        ? await api.call('deleteCoreDnsRecord', { params: { id: entry.recordId }, ...o })
        : await api.call('deleteDnsRecord', { params: { domain_id: entry.domainId, record_id: entry.recordId }, ...o })
      : await api.call('deleteUser', { params: { user_identifier: entry.userIdentifier }, ...o });
  if (entry.kind === 'record' && res.status === 404 && entry.via === 'core') {
    // A target that shares records may answer on the other path only.
    res = await api.call('deleteDnsRecord', { params: { domain_id: entry.domainId, record_id: entry.recordId }, ...o });
  } else if (entry.kind === 'record' && res.status === 404) {
    res = await api.call('deleteCoreDnsRecord', { params: { id: entry.recordId }, ...o });
  }
  if (res.status >= 200 && res.status < 300) return 'deleted';
  if (res.status === 404) return 'gone';
  return res.status;
}

/** The name carries the run prefix: one of its labels starts with `<prefix>-` (user identifiers, record names). */
export function carriesPrefix(name: unknown, prefix: string): boolean {
  if (typeof name !== 'string' || !prefix) return false;
  const p = `${prefix.toLowerCase()}-`;
  return name
    .toLowerCase()
    .split('.')
    .some((label) => label.startsWith(p));
}

export async function cleanupLedger(runDir: string, clients: CleanupClients): Promise<CleanupSummary> {
  const all = readLedger(runDir);
  const target = ledgerTarget(all);
  const mismatch = targetMismatch(target, clients.target);
  if (mismatch) throw new LedgerTargetMismatch(runDir, mismatch);
  const entries = all.filter((e): e is CreatedEntry => e.kind === 'user' || e.kind === 'record' || e.kind === 'transfer');
  // Deletion markers: resources the checks deleted themselves, or the run's cleanup deleted while the pacer waited.
  const removed = new Map<string, 'check' | 'cleanup'>();
  for (const e of all) if (e.kind === 'deleted') removed.set(e.ref, removed.get(e.ref) === 'cleanup' ? 'cleanup' : e.by);
  const summary: CleanupSummary = { created: entries.length, deleted: 0, alreadyGone: 0, failed: [], transfersWithUser: 0, found: 0, left: 0, clean: false };
  let transportFailures = 0;
  const dead = () => transportFailures >= DEAD_TARGET_FAILURES;
  const apiOf = (key: KeyName) => (key === 'second' ? clients.second : clients.primary);
  // Records first, users last: deleting a user removes what it owns.
  const ordered = [...entries.filter((e) => e.kind === 'record'), ...entries.filter((e) => e.kind === 'user'), ...entries.filter((e) => e.kind === 'transfer')];
  // What needs no request is decided first, in ledger order; the deletions then go CLEANUP_IN_FLIGHT at a time (records, then users), and
  // the summary is added up in ledger order, so that it reads the same whichever answer came first.
  const outcomes: EntryOutcome[] = [];
  const toDelete: { at: number; entry: CreatedEntry & { kind: 'user' | 'record' }; api: Api; id: string }[] = [];
  const seen = new Set<string>();
  for (const entry of ordered) {
    const at = outcomes.length;
    const id = describe(entry);
    if (seen.has(id)) {
      outcomes.push({ outcome: 'gone' });
      continue;
    }
    seen.add(id);
    const by = entry.kind === 'transfer' ? undefined : removed.get(ledgerRef(entry));
    if (by) {
      outcomes.push({ outcome: by === 'cleanup' ? 'deleted' : 'gone' });
      continue;
    }
    if (entry.kind === 'transfer') {
      // The interface has no operation to delete a transfer: it goes with its user (§4.2 "all associated data").
      const userGone = entries.some((u) => u.kind === 'user' && u.key === entry.key && u.userIdentifier === entry.userIdentifier);
      outcomes.push(
        userGone ? { outcome: 'transferWithUser' } : { outcome: 'failed', entry: id, reason: 'the interface has no operation to delete a transfer' },
      );
      continue;
    }
    const api = apiOf(entry.key);
    if (!api) {
      outcomes.push({ outcome: 'failed', entry: id, reason: 'no client for that key' });
      continue;
    }
    outcomes.push({ outcome: 'pending' });
    toDelete.push({ at, entry, api, id });
  }
  // A 404 is "already gone" only once the target is seen deleting, or a fresh read agrees (harness/delete-truth.ts).
  const trust = new DeleteTrust();
  const send = async ({ at, entry, api, id }: (typeof toDelete)[number]) => {
    if (dead()) {
      outcomes[at] = { outcome: 'failed', entry: id, reason: 'not sent: the target stopped answering (or kept answering 429)' };
      return;
    }
    try {
      const outcome = await deleteEntry(api, entry);
      if (outcome === 'deleted') trust.deleted(entry.kind);
      // A 429 after the client's own waits counts as no answer: a target refusing forever must not cost a wait per entry.
      transportFailures = outcome === 429 ? transportFailures + 1 : 0;
      outcomes[at] = outcome === 'deleted' || outcome === 'gone' ? { outcome } : { outcome: 'failed', entry: id, reason: `DELETE answered ${outcome}` };
    } catch (error) {
      if (error instanceof TransportError) transportFailures += 1;
      outcomes[at] = { outcome: 'failed', entry: id, reason: error instanceof TransportError ? error.message : String(error) };
    }
  };
  await pool(
    toDelete.filter((d) => d.entry.kind === 'record'),
    CLEANUP_IN_FLIGHT,
    send,
  );
  await pool(
    toDelete.filter((d) => d.entry.kind === 'user'),
    CLEANUP_IN_FLIGHT,
    send,
  );
  for (const d of toDelete) {
    if (outcomes[d.at].outcome !== 'gone' || dead()) continue;
    const doubt = await confirmGone(d.api, d.entry, trust);
    if (doubt) outcomes[d.at] = { outcome: 'failed', entry: d.id, reason: doubt };
  }
  for (const o of outcomes) {
    if (o.outcome === 'deleted') summary.deleted += 1;
    else if (o.outcome === 'gone') summary.alreadyGone += 1;
    else if (o.outcome === 'transferWithUser') summary.transfersWithUser += 1;
    else if (o.outcome === 'failed') summary.failed.push({ entry: o.entry, reason: o.reason });
  }
  // What the ledger pass failed to delete is reported once: the listing by prefix does not try it again.
  const refused = new Set(toDelete.filter((d) => outcomes[d.at].outcome === 'failed').map((d) => resourceKey(d.entry.key, d.entry)));
  const health = { failed: () => (transportFailures += 1), dead };
  const unresolved = dead() ? openIntents(all) : await sweepPrefix(all, target, clients, summary, { ...health, trust }, refused);
  for (const intent of unresolved)
    summary.failed.push({ entry: describeIntent(intent), reason: 'a creation of unknown outcome the run prefix could not resolve' });
  // A transfer cannot be deleted through the interface: reported, but no sweep can change it, so it does not hold the ledger open.
  summary.left = summary.failed.filter((f) => !f.entry.startsWith('transfer ')).length;
  summary.clean = summary.left === 0;
  // A failure's reason may quote the target's answer, and a hostile target echoes keys: written like every other file of the run folder.
  writeFileSync(join(runDir, 'cleanup.json'), `${JSON.stringify(redactValue(summary), null, 2)}\n`);
  return summary;
}

function describeIntent(i: IntentEntry): string {
  const what = i.userIdentifier
    ? `user ${i.userIdentifier}`
    : `${i.names?.length ? `records ${i.names.join(', ')}` : 'records'} of domain ${i.domainId ?? '?'}`;
  return `${i.operation} of ${what} (${i.key} key), answer never received`;
}

/**
 * Lists what carries the run prefix with each key (users; records of the run's domains) and deletes it: the resources
 * of creations whose answer was lost. Returns the open intents it could not resolve (their listing failed, or what
 * they asked for does not carry the prefix).
 */
async function sweepPrefix(
  all: LedgerEntry[],
  target: LedgerTarget | undefined,
  clients: CleanupClients,
  summary: CleanupSummary,
  /** A request got no answer; whether the target counts as gone (then nothing more is sent). */
  health: { failed: () => void; dead: () => boolean; trust: DeleteTrust },
  /** Resources (resourceKey) whose deletion the ledger pass already tried and reported failed. */
  refused: Set<string> = new Set(),
): Promise<IntentEntry[]> {
  const open = openIntents(all);
  if (!target?.prefix) return open;
  const prefix = target.prefix;
  const listedUsers = new Map<KeyName, Set<string>>();
  const listedDomains = new Map<string, any[]>();
  const keys: KeyName[] = clients.second ? ['primary', 'second'] : ['primary'];
  const remove = async (key: KeyName, api: Api, what: Parameters<typeof deleteEntry>[1], name: string) => {
    if (refused.has(resourceKey(key, what))) return;
    try {
      const outcome = await deleteEntry(api, what);
      if (outcome === 'deleted') {
        health.trust.deleted(what.kind);
        summary.found = (summary.found ?? 0) + 1;
      } else if (outcome !== 'gone') summary.failed.push({ entry: name, reason: `found by the run prefix; DELETE answered ${outcome}` });
      else {
        // Listed a moment ago, then 404: gone meanwhile (its own run deleted it) only if a fresh read agrees.
        const doubt = await confirmGone(api, what, health.trust);
        if (doubt) summary.failed.push({ entry: name, reason: `found by the run prefix; ${doubt}` });
      }
    } catch (error) {
      if (error instanceof TransportError) health.failed();
      summary.failed.push({ entry: name, reason: `found by the run prefix; ${String((error as Error).message ?? error)}` });
    }
  };
  for (const key of keys) {
    const api = key === 'second' ? clients.second! : clients.primary;
    const domains = new Set([...target.domains, ...open.filter((i) => i.key === key && i.domainId).map((i) => i.domainId!)]);
    for (const domainId of domains) {
      if (health.dead()) break;
      const records = await listOrUndefined(api, 'listDnsRecords', { params: { domain_id: domainId } }, (b) => b?.records, health.failed);
      if (!records) continue;
      listedDomains.set(`${key} ${domainId}`, records);
      for (const r of records) {
        if (!carriesPrefix(r?.name, prefix) || r?.id === undefined) continue;
        await remove(
          key,
          api,
          { kind: 'record', via: 'extended', domainId, recordId: String(r.id) },
          `record ${r.id} (${r.name}) of domain ${domainId} (${key} key)`,
        );
      }
    }
    let complete = true;
    const identifiers = new Set<string>();
    for (let page = 0; page < USER_PAGES; page++) {
      const query = { limit: 100, offset: page * 100, sort: 'created_at', order: 'desc' };
      const users = health.dead() ? undefined : await listOrUndefined(api, 'listUsers', { query }, (b) => b?.users, health.failed);
      if (!users) {
        complete = page > 0;
        break;
      }
      for (const u of users) {
        if (typeof u?.user_identifier === 'string') identifiers.add(u.user_identifier);
        if (!carriesPrefix(u?.user_identifier, prefix)) continue;
        await remove(key, api, { kind: 'user', userIdentifier: String(u.user_identifier) }, `user ${u.user_identifier} (${key} key)`);
      }
      if (users.length < 100) break;
    }
    if (complete) listedUsers.set(key, identifiers);
  }
  const unresolved: IntentEntry[] = [];
  for (const intent of open) {
    const api = intent.key === 'second' ? clients.second : clients.primary;
    if (unnamed(intent, prefix)) {
      const judged = judgeUnnamed(intent, prefix, listedUsers.get(intent.key), listedDomains.get(`${intent.key} ${intent.domainId}`));
      const entry = describeIntent(intent);
      if (judged.verdict === 'nothing-to-find') summary.nothingToFind = [...(summary.nothingToFind ?? []), { entry, reason: judged.reason }];
      else if (judged.verdict === 'open' || !api) summary.failed.push({ entry, reason: judged.verdict === 'open' ? judged.reason : 'no client for that key' });
      else
        for (const recordId of judged.recordIds)
          await remove(
            intent.key,
            api,
            { kind: 'record', via: 'extended', domainId: intent.domainId!, recordId },
            `record ${recordId} of domain ${intent.domainId} (${intent.key} key)`,
          );
      continue;
    }
    if (intent.userIdentifier !== undefined) {
      if (!api) {
        unresolved.push(intent);
        continue;
      }
      if (listedUsers.has(intent.key)) continue;
      // No user listing (a core-only target): ask for the one user the intent names.
      if (health.dead()) {
        unresolved.push(intent);
        continue;
      }
      try {
        const user = { kind: 'user' as const, userIdentifier: intent.userIdentifier };
        const outcome = await deleteEntry(api, user);
        if (outcome === 'deleted') summary.found = (summary.found ?? 0) + 1;
        else if (outcome !== 'gone' || (await confirmGone(api, user, health.trust))) unresolved.push(intent);
      } catch (error) {
        if (error instanceof TransportError) health.failed();
        unresolved.push(intent);
      }
      continue;
    }
    if (!listedDomains.has(`${intent.key} ${intent.domainId}`)) unresolved.push(intent);
  }
  return unresolved;
}

/** A list operation's items, or undefined when it is not answered 200 with that list (not offered, refused, unreachable). */
async function listOrUndefined(
  api: Api,
  operationId: string,
  options: Parameters<Api['call']>[1],
  items: (body: any) => unknown,
  unanswered: () => void,
): Promise<any[] | undefined> {
  try {
    const res = await api.call(operationId, options);
    const list = items(res.body);
    return res.status === 200 && Array.isArray(list) ? list : undefined;
  } catch (error) {
    if (error instanceof TransportError) unanswered();
    return undefined;
  }
}

/** The ledger's cleanup.json says every entry is confirmed gone (an older one without "clean": nothing failed). */
export function ledgerClosed(dir: string): boolean {
  const file = join(dir, 'cleanup.json');
  if (!existsSync(file)) return false;
  try {
    const c = JSON.parse(readFileSync(file, 'utf8')) as Partial<CleanupSummary>;
    return c.clean ?? (Array.isArray(c.failed) && c.failed.length === 0);
  } catch {
    return false;
  }
}

/** Run folders whose ledger is still open: a crashed, killed or interrupted run, or a cleanup that left something. */
export function uncleanedRunDirs(reportDir: string, except?: string): string[] {
  if (!existsSync(reportDir)) return [];
  return readdirSync(reportDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'latest')
    .map((d) => join(reportDir, d.name))
    .filter((dir) => dir !== except && existsSync(join(dir, 'ledger.jsonl')) && !ledgerClosed(dir))
    .filter((dir) => !runIsAlive(dir));
}

/** The target a run folder's ledger records (undefined: none recorded). */
export function targetOfRun(dir: string): LedgerTarget | undefined {
  return ledgerTarget(readLedger(dir));
}

/**
 * The open ledgers of embedded-reference runs are closed without a request: the reference ended with its run, and what
 * it held with it. Returns the other folders.
 */
export function closeEmbeddedLedgers(dirs: string[]): string[] {
  return dirs.filter((dir) => {
    if (!targetOfRun(dir)?.embedded) return true;
    const all = readLedger(dir);
    const created = all.filter((e) => e.kind === 'user' || e.kind === 'record' || e.kind === 'transfer').length;
    const summary: CleanupSummary = { created, deleted: 0, alreadyGone: created, failed: [], transfersWithUser: 0, left: 0, clean: true };
    writeFileSync(join(dir, 'cleanup.json'), `${JSON.stringify({ ...summary, note: 'embedded reference: gone with its run' }, null, 2)}\n`);
    return false;
  });
}

/** Why the run folder's ledger must not be swept with these clients, or undefined. */
export function targetMismatchOf(dir: string, expected: CleanupClients['target']): string | undefined {
  return targetMismatch(targetOfRun(dir), expected);
}

export interface RecordSnapshot {
  available: boolean;
  records: Array<{ id: string; type: unknown; name: unknown; content: unknown; ttl: unknown; priority: unknown }>;
  error?: string;
}

export async function snapshotDomainRecords(api: Api, domainId: string): Promise<RecordSnapshot> {
  try {
    const res = await api.call('listDnsRecords', { params: { domain_id: domainId } });
    if (res.status !== 200 || !Array.isArray(res.body?.records)) return { available: false, records: [], error: `GET .../dns answered ${res.status}` };
    return {
      available: true,
      records: res.body.records
        .map((r: any) => ({ id: String(r.id), type: r.type, name: r.name, content: r.content, ttl: r.ttl, priority: r.priority ?? null }))
        .sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
    };
  } catch (error) {
    return { available: false, records: [], error: String(error) };
  }
}

/** A record another run of this suite made (its name or content carries that run's prefix, harness/run.ts): never this run's doing. */
function anotherRunsRecord(record: { name?: unknown; content?: unknown }, ownPrefix: string | undefined): boolean {
  return [record.name, record.content].some((text) => namesAnotherRun(text, ownPrefix));
}

/**
 * The fixture domain's records at the end against the start. With `ownPrefix`, records another run made (a run sharing
 * the key, issue 12) are left out on both sides: they came and go with that run, and are not this run's residue.
 */
export function compareSnapshots(before: RecordSnapshot, after: RecordSnapshot, ownPrefix?: string): { intact: boolean | null; differences: string[] } {
  if (!before.available || !after.available) return { intact: null, differences: [before.error ?? after.error ?? 'snapshot unavailable'] };
  const differences: string[] = [];
  const mine = (records: RecordSnapshot['records']) => records.filter((r) => !anotherRunsRecord(r, ownPrefix));
  const a = new Map(mine(before.records).map((r) => [r.id, JSON.stringify(r)]));
  const b = new Map(mine(after.records).map((r) => [r.id, JSON.stringify(r)]));
  for (const [id, r] of a)
    if (!b.has(id)) differences.push(`record ${id} is gone`);
    else if (b.get(id) !== r) differences.push(`record ${id} changed: ${r} -> ${b.get(id)}`);
  for (const [id, r] of b) if (!a.has(id)) differences.push(`record ${id} was left behind: ${r}`);
  return { intact: differences.length === 0, differences };
}
