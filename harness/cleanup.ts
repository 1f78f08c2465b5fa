// Deletes what a run created (from its ledger), never anything else, and checks the fixture domain ends the run
// with exactly the records it started with.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api, TransportError } from './client.js';
import { ledgerRef, readLedger, type CreatedEntry } from './ledger.js';
import { Pacer } from './pacer.js';
import type { CleanupSummary } from './report-model.js';

export interface CleanupClients {
  primary: Api;
  second?: Api;
}

const quietSink = { record() {} };

export function cleanupClients(baseUrl: string, apiKey: string, secondApiKey: string | undefined, timeoutMs: number): CleanupClients {
  return {
    primary: new Api(baseUrl, apiKey, quietSink, new Pacer(), timeoutMs),
    second: secondApiKey ? new Api(baseUrl, secondApiKey, quietSink, new Pacer(), timeoutMs) : undefined,
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
  entry: CreatedEntry & { kind: 'user' | 'record' },
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

export async function cleanupLedger(runDir: string, clients: CleanupClients): Promise<CleanupSummary> {
  const all = readLedger(runDir);
  const entries = all.filter((e): e is CreatedEntry => e.kind !== 'deleted');
  // Deletion markers: resources the checks deleted themselves, or the run's cleanup deleted while the pacer waited.
  const removed = new Map<string, 'check' | 'cleanup'>();
  for (const e of all) if (e.kind === 'deleted') removed.set(e.ref, removed.get(e.ref) === 'cleanup' ? 'cleanup' : e.by);
  const summary: CleanupSummary = { created: entries.length, deleted: 0, alreadyGone: 0, failed: [], transfersWithUser: 0 };
  const seen = new Set<string>();
  // Records first, users last: deleting a user removes what it owns.
  const ordered = [...entries.filter((e) => e.kind === 'record'), ...entries.filter((e) => e.kind === 'user'), ...entries.filter((e) => e.kind === 'transfer')];
  for (const entry of ordered) {
    const api = entry.key === 'second' ? clients.second : clients.primary;
    const id = describe(entry);
    if (seen.has(id)) {
      summary.alreadyGone += 1;
      continue;
    }
    seen.add(id);
    const by = entry.kind === 'transfer' ? undefined : removed.get(ledgerRef(entry));
    if (by) {
      if (by === 'cleanup') summary.deleted += 1;
      else summary.alreadyGone += 1;
      continue;
    }
    if (!api) {
      summary.failed.push({ entry: id, reason: 'no client for that key' });
      continue;
    }
    try {
      if (entry.kind === 'transfer') {
        const userGone = entries.some((u) => u.kind === 'user' && u.key === entry.key && u.userIdentifier === entry.userIdentifier);
        if (userGone) summary.transfersWithUser += 1;
        else summary.failed.push({ entry: id, reason: 'the interface has no operation to delete a transfer' });
        continue;
      }
      const outcome = await deleteEntry(api, entry);
      if (outcome === 'deleted') summary.deleted += 1;
      else if (outcome === 'gone') summary.alreadyGone += 1;
      else summary.failed.push({ entry: id, reason: `DELETE answered ${outcome}` });
    } catch (error) {
      summary.failed.push({ entry: id, reason: error instanceof TransportError ? error.message : String(error) });
    }
  }
  writeFileSync(join(runDir, 'cleanup.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

/** Run folders whose ledger was never cleaned: a crashed or killed run. */
export function uncleanedRunDirs(reportDir: string, except?: string): string[] {
  if (!existsSync(reportDir)) return [];
  return readdirSync(reportDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'latest')
    .map((d) => join(reportDir, d.name))
    .filter((dir) => dir !== except && existsSync(join(dir, 'ledger.jsonl')) && !existsSync(join(dir, 'cleanup.json')))
    .filter((dir) => !runIsAlive(dir));
}

function runIsAlive(dir: string): boolean {
  const lock = join(dir, 'run.lock');
  if (!existsSync(lock)) return false;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return pid !== process.pid;
  } catch {
    return false;
  }
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
  if (ownPrefix === undefined) return false;
  return [record.name, record.content].some((text) => {
    const runs = typeof text === 'string' ? [...text.toLowerCase().matchAll(/(?:^|[^a-z0-9])(pdc-[a-z0-9]{6,})[-.]/g)].map((m) => m[1]) : [];
    return runs.some((run) => run !== ownPrefix);
  });
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
