// The cleanup ledger (ledger.jsonl in the run folder): first the target it belongs to (base URL and key fingerprints,
// never a key), then, for every creation, an intent written before the request is sent, the resources the target
// confirmed, and the intent's outcome. A creation whose answer never came (a timeout, a kill mid-request) stays an open
// intent, which the cleanup resolves by listing what carries the run prefix: nothing the run sent can be lost.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Exchange } from './exchange.js';

export type KeyName = 'primary' | 'second';

export type LedgerEntry =
  | { kind: 'user'; key: KeyName; userIdentifier: string; at: string }
  | { kind: 'record'; key: KeyName; via: 'extended' | 'core'; domainId: string; recordId: string; at: string }
  | { kind: 'transfer'; key: KeyName; transferId: string; userIdentifier: string; at: string }
  /** A created resource the run has already deleted (`ref`: ledgerRef of its entry): the cleanup skips it. */
  | { kind: 'deleted'; key: KeyName; ref: string; by: 'check' | 'cleanup'; at: string }
  /** The first line: which target and keys the ledger's resources live on (a sweep refuses any other). */
  | ({ kind: 'target'; at: string } & LedgerTarget)
  /** Written before a creation is sent: what it may create (`names`: the record names it asked for). */
  | {
      kind: 'intent';
      key: KeyName;
      intent: string;
      operation: string;
      userIdentifier?: string;
      domainId?: string;
      names?: string[];
      /** The records asked for (name, type, content): what a listing is matched against when the names carry no run prefix. */
      records?: AskedRecord[];
      at: string;
    }
  /** The intent's outcome: confirmed (its resources are the entries before this line) or failed (the target refused it). */
  | { kind: 'resolved'; key: KeyName; intent: string; outcome: 'confirmed' | 'failed'; status: number; at: string };

export interface AskedRecord {
  name: string;
  type?: string;
  content?: string;
}

export type CreatedEntry = Extract<LedgerEntry, { kind: 'user' | 'record' | 'transfer' }>;
export type IntentEntry = Extract<LedgerEntry, { kind: 'intent' }>;

export interface LedgerTarget {
  /** CONFORMANCE_BASE_URL as parsed (or the embedded reference's URL). */
  baseUrl: string;
  /** Key fingerprints (keyFingerprint), never the keys. */
  keys: Partial<Record<KeyName, string>>;
  /** Everything the run creates carries it: what the sweep lists. */
  prefix: string;
  /** Domains whose records the run creates (the fixture domain): the sweep lists their records. */
  domains: string[];
  /** The embedded reference: gone with the run, nothing to sweep later. */
  embedded: boolean;
}

/** The first 12 hex digits of the key's SHA-256: enough to tell keys apart, useless to use one. */
export function keyFingerprint(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

/** Why `found` (a ledger's target) is not `expected` (the one a sweep would send to), or undefined when they match. */
export function targetMismatch(found: LedgerTarget | undefined, expected: Pick<LedgerTarget, 'baseUrl' | 'keys'>): string | undefined {
  if (!found) return 'it records no target (written by an older suite): delete what it lists by hand, then remove the run folder';
  if (found.baseUrl.replace(/\/+$/, '') !== expected.baseUrl.replace(/\/+$/, '')) return `it belongs to ${found.baseUrl}, not ${expected.baseUrl}`;
  for (const key of Object.keys(found.keys) as KeyName[]) {
    const want = found.keys[key];
    const have = expected.keys[key];
    if (have === undefined) return `it was written with a ${key} key (fingerprint ${want}) and none is given`;
    if (have !== want) return `it was written with a ${key} key of fingerprint ${want}, and the key given has fingerprint ${have}`;
  }
  return undefined;
}

export function ledgerTarget(entries: LedgerEntry[]): LedgerTarget | undefined {
  const t = entries.find((e) => e.kind === 'target');
  if (!t) return undefined;
  const { kind: _kind, at: _at, ...target } = t;
  return target;
}

/** Intents with no outcome: creations that may or may not exist on the target. */
export function openIntents(entries: LedgerEntry[]): IntentEntry[] {
  const resolved = new Set(entries.flatMap((e) => (e.kind === 'resolved' ? [e.intent] : [])));
  return entries.filter((e): e is IntentEntry => e.kind === 'intent' && !resolved.has(e.intent));
}

/**
 * Creations the sweep can find again by the run prefix (users, and records of a domain). Transfers are left out: the
 * interface cannot delete one, and they go with their user.
 */
const CREATIONS = new Set(['createUser', 'createDnsRecord', 'createCoreDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate']);

let intentCounter = 0;

/**
 * The intent log of one key's client: begin() before a creation is sent (synchronously written, so a kill after it
 * leaves the intent), end() once it is answered. A creation never answered keeps its intent open.
 */
export class IntentLog {
  private readonly runDir: string;
  private readonly key: KeyName;
  constructor(runDir: string, key: KeyName) {
    this.runDir = runDir;
    this.key = key;
  }

  begin(ex: Exchange): string | undefined {
    if (!CREATIONS.has(ex.operation)) return undefined;
    intentCounter += 1;
    const intent = `${process.pid}-${intentCounter}`;
    const req = (ex.rawRequestBody ? {} : (ex.requestBody ?? {})) as Record<string, any>;
    const path = new URL(ex.url).pathname.split('/').map((p) => safeDecode(p));
    const entry: IntentEntry = { kind: 'intent', key: this.key, intent, operation: ex.operation, at: new Date().toISOString() };
    if (ex.operation === 'createUser') {
      if (typeof req.user_identifier === 'string') entry.userIdentifier = req.user_identifier;
    } else {
      const domainId = ex.operation === 'createCoreDnsRecord' ? req.domain_id : path[4];
      if (domainId !== undefined) entry.domainId = String(domainId);
      const asked = ex.operation === 'bulkCreateDnsRecords' ? (Array.isArray(req.records) ? req.records : []) : [req];
      const names = asked.map((r: any) => r?.name).filter((n: unknown): n is string => typeof n === 'string');
      if (names.length) entry.names = names;
      const records = asked.filter((r: any) => typeof r?.name === 'string').map((r: any) => askedRecord(r));
      if (records.length) entry.records = records;
    }
    appendLedger(this.runDir, entry);
    return intent;
  }

  /** A 2xx whose resources were recorded confirms the intent; a 4xx fails it (nothing was created); anything else leaves it open. */
  end(intent: string, ex: Exchange): void {
    const recorded = createdBy(ex, this.key).length;
    const at = new Date().toISOString();
    if (ex.status >= 200 && ex.status < 300 && (recorded > 0 || ex.operation === 'applyDnsTemplate' || ex.operation === 'bulkCreateDnsRecords')) {
      appendLedger(this.runDir, { kind: 'resolved', key: this.key, intent, outcome: 'confirmed', status: ex.status, at });
    } else if (ex.status >= 400 && ex.status < 500) {
      appendLedger(this.runDir, { kind: 'resolved', key: this.key, intent, outcome: 'failed', status: ex.status, at });
    }
  }
}

function askedRecord(r: Record<string, unknown>): AskedRecord {
  return {
    name: String(r.name),
    ...(typeof r.type === 'string' ? { type: r.type } : {}),
    ...(typeof r.content === 'string' ? { content: r.content } : {}),
  };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

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
export function createdBy(ex: Exchange, key: KeyName): CreatedEntry[] {
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
