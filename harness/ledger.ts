// The cleanup ledger: every resource the run creates is appended to ledger.jsonl in the run folder the moment
// the target confirms it, so a crashed run's leftovers can be deleted by the next run or by `sweep`.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Exchange } from './exchange.js';

export type KeyName = 'primary' | 'second';

export type LedgerEntry =
  | { kind: 'user'; key: KeyName; userIdentifier: string; at: string }
  | { kind: 'record'; key: KeyName; via: 'extended' | 'core'; domainId: string; recordId: string; at: string }
  | { kind: 'transfer'; key: KeyName; transferId: string; userIdentifier: string; at: string }
  /** A created resource the run has already deleted (`ref`: ledgerRef of its entry): the cleanup skips it. */
  | { kind: 'deleted'; key: KeyName; ref: string; by: 'check' | 'cleanup'; at: string };

export type CreatedEntry = Exclude<LedgerEntry, { kind: 'deleted' }>;

export const LEDGER_FILE = 'ledger.jsonl';

export function appendLedger(runDir: string, entry: LedgerEntry): void {
  appendFileSync(join(runDir, LEDGER_FILE), `${JSON.stringify(entry)}\n`);
}

export function readLedger(runDir: string): LedgerEntry[] {
  const file = join(runDir, LEDGER_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LedgerEntry];
      } catch {
        return []; // a line cut short by a crash
      }
    });
}

function pathParam(ex: Exchange, index: number): string | undefined {
  const parts = new URL(ex.url).pathname.split('/');
  const v = parts[index];
  return v === undefined ? undefined : decodeURIComponent(v);
}

/** The resources a successful exchange created, read from the target's own response. */
export function createdBy(ex: Exchange, key: KeyName): LedgerEntry[] {
  if (ex.status < 200 || ex.status >= 300 || !ex.responseBody || typeof ex.responseBody !== 'object') return [];
  const body = ex.responseBody as Record<string, any>;
  const at = new Date().toISOString();
  const req = (ex.rawRequestBody ? {} : (ex.requestBody ?? {})) as Record<string, any>;
  // /api/v1/domains/{domain_id}/dns... -> index 4 is the domain id
  switch (ex.operation) {
    case 'createUser':
      return typeof req.user_identifier === 'string' ? [{ kind: 'user', key, userIdentifier: req.user_identifier, at }] : [];
    case 'createDnsRecord':
      return body.id !== undefined ? [{ kind: 'record', key, via: 'extended', domainId: pathParam(ex, 4)!, recordId: String(body.id), at }] : [];
    case 'createCoreDnsRecord':
      return body.id !== undefined ? [{ kind: 'record', key, via: 'core', domainId: String(req.domain_id), recordId: String(body.id), at }] : [];
    case 'bulkCreateDnsRecords':
      return (Array.isArray(body.created) ? body.created : [])
        .filter((r: any) => r && r.id !== undefined)
        .map((r: any) => ({ kind: 'record', key, via: 'extended', domainId: pathParam(ex, 4)!, recordId: String(r.id), at }));
    case 'applyDnsTemplate':
      return (Array.isArray(body.records_created) ? body.records_created : [])
        .filter((r: any) => r && r.id !== undefined)
        .map((r: any) => ({ kind: 'record', key, via: 'extended', domainId: pathParam(ex, 4)!, recordId: String(r.id), at }));
    case 'initiateTransfer':
      return body.transfer_id !== undefined
        ? [{ kind: 'transfer', key, transferId: String(body.transfer_id), userIdentifier: String(req.user_identifier), at }]
        : [];
    default:
      return [];
  }
}

/** A stable reference to a created resource: what a deletion marker points at. */
export function ledgerRef(e: CreatedEntry): string {
  if (e.kind === 'user') return `user:${e.key}:${e.userIdentifier}`;
  if (e.kind === 'record') return e.via === 'core' ? `record:${e.key}:core:${e.recordId}` : `record:${e.key}:extended:${e.domainId}:${e.recordId}`;
  return `transfer:${e.key}:${e.transferId}`;
}

/**
 * The resources a successful DELETE removed, as deletion markers: the cleanup then spends no request on them. Only a
 * 2xx counts; anything else leaves the resource to the cleanup.
 */
export function deletedBy(ex: Exchange, key: KeyName): LedgerEntry[] {
  if (ex.status < 200 || ex.status >= 300) return [];
  const at = new Date().toISOString();
  const parts = new URL(ex.url).pathname.split('/').map((p) => decodeURIComponent(p));
  // /api/v1/users/{id} · /api/v1/domains/{domain_id}/dns/{record_id} · /api/v1/dns_records/{id}
  switch (ex.operation) {
    case 'deleteUser':
      return parts[4] ? [{ kind: 'deleted', key, ref: `user:${key}:${parts[4]}`, by: 'check', at }] : [];
    case 'deleteDnsRecord':
      return parts[4] && parts[6] ? [{ kind: 'deleted', key, ref: `record:${key}:extended:${parts[4]}:${parts[6]}`, by: 'check', at }] : [];
    case 'deleteCoreDnsRecord':
      return parts[4] ? [{ kind: 'deleted', key, ref: `record:${key}:core:${parts[4]}`, by: 'check', at }] : [];
    default:
      return [];
  }
}
