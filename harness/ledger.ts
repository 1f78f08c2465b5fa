// The cleanup ledger: every resource the run creates is appended to ledger.jsonl in the run folder the moment
// the target confirms it, so a crashed run's leftovers can be deleted by the next run or by `sweep`.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Exchange } from './exchange.js';

export type KeyName = 'primary' | 'second';

export type LedgerEntry =
  | { kind: 'user'; key: KeyName; userIdentifier: string; at: string }
  | { kind: 'record'; key: KeyName; via: 'extended' | 'core'; domainId: string; recordId: string; at: string }
  | { kind: 'transfer'; key: KeyName; transferId: string; userIdentifier: string; at: string };

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
      return body.transfer_id !== undefined ? [{ kind: 'transfer', key, transferId: String(body.transfer_id), userIdentifier: String(req.user_identifier), at }] : [];
    default:
      return [];
  }
}
