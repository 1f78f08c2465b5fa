// reference/store.ts: in-memory state: API keys, users, domains, DNS records, transfers, each owned by one API key (§2 resources, §5 rule 4 isolation, §4.2
// delete cascade).
import { randomBytes } from 'node:crypto';

export interface UserRow {
  apiKey: string;
  user_identifier: string;
  email: string | null;
  created_at: number;
  last_login: number;
  updated_at: number;
  total_spent_cents: number;
  /** Creation order, the deterministic tie-break of the user list sort. */
  seq: number;
}

export interface DomainRow {
  id: string;
  apiKey: string;
  owner: string;
  name: string;
  status: string;
  purchased_at: number;
  expires_at: number;
  auto_renew: boolean;
  whois_privacy: boolean;
  registrar: string;
  nameservers: string[];
  registration_price_cents: number;
  renewal_price_cents: number;
  currency: string;
  updated_at: number;
}

/**
 * Which paths see a record (AMB-SHARED-DNS-STORE): `shared` by default, so core and extended
 * paths show the same records; `core` or `extended` under the separate-stores variant.
 */
export type RecordSpace = 'shared' | 'core' | 'extended';

export interface RecordRow {
  id: string;
  domainId: string;
  space: RecordSpace;
  type: string;
  name: string;
  /** The extended `content`, shown as `value` in the core shape. */
  content: string;
  ttl: number;
  priority: number | null;
  weight: number | null;
  port: number | null;
  target: string | null;
  created_at: number;
  updated_at: number;
}

export interface TransferRow {
  transfer_id: string;
  apiKey: string;
  domain_name: string;
  user_identifier: string;
  status: string;
  started_at: number;
  estimated_completion: number;
  completed_at: number | null;
  domain_id: string | null;
  cost_cents: number;
  currency: string;
  extend_registration: boolean;
}

type Patch<T> = Partial<Omit<T, 'id' | 'apiKey'>>;

/** Rows leave the store as copies: routes change state only through these methods, so a fault wrapping one sees every change. */
export class ReferenceStore {
  private readonly apiKeys = new Set<string>();
  private readonly users = new Map<string, UserRow>();
  private readonly domains = new Map<string, DomainRow>();
  private readonly records = new Map<string, RecordRow>();
  private readonly transfers = new Map<string, TransferRow>();
  private userSeq = 0;

  addApiKey(key: string): void {
    this.apiKeys.add(key);
  }

  isApiKey(key: string): boolean {
    return this.apiKeys.has(key);
  }

  /** A fresh identifier like dom_3f9a0c1b2e4d. */
  newId(prefix: 'dom' | 'rec' | 'trf'): string {
    for (;;) {
      const id = `${prefix}_${randomBytes(6).toString('hex')}`;
      if (!this.domains.has(id) && !this.records.has(id) && !this.transfers.has(id)) return id;
    }
  }

  // Users: unique per API key (§5 rule 4).

  getUser(apiKey: string, userIdentifier: string): UserRow | undefined {
    const row = this.users.get(userKey(apiKey, userIdentifier));
    return row && { ...row };
  }

  listUsers(apiKey: string): UserRow[] {
    return [...this.users.values()].filter((u) => u.apiKey === apiKey).map((u) => ({ ...u }));
  }

  addUser(row: Omit<UserRow, 'seq'>): UserRow {
    const stored = { ...row, seq: ++this.userSeq };
    this.users.set(userKey(row.apiKey, row.user_identifier), stored);
    return { ...stored };
  }

  updateUser(apiKey: string, userIdentifier: string, patch: Patch<Omit<UserRow, 'user_identifier' | 'seq'>>): UserRow | undefined {
    const row = this.users.get(userKey(apiKey, userIdentifier));
    if (!row) return undefined;
    Object.assign(row, patch);
    return { ...row };
  }

  /** §4.2: deletes the user and all associated data: its domains, their records, its transfers. */
  deleteUser(apiKey: string, userIdentifier: string): boolean {
    if (!this.users.delete(userKey(apiKey, userIdentifier))) return false;
    for (const domain of [...this.domains.values()]) {
      if (domain.apiKey !== apiKey || domain.owner !== userIdentifier) continue;
      for (const record of [...this.records.values()]) {
        if (record.domainId === domain.id) this.records.delete(record.id);
      }
      this.domains.delete(domain.id);
    }
    for (const transfer of [...this.transfers.values()]) {
      if (transfer.apiKey === apiKey && transfer.user_identifier === userIdentifier) this.transfers.delete(transfer.transfer_id);
    }
    return true;
  }

  // Domains.

  domainsOf(apiKey: string, userIdentifier: string): DomainRow[] {
    return [...this.domains.values()].filter((d) => d.apiKey === apiKey && d.owner === userIdentifier).map((d) => ({ ...d, nameservers: [...d.nameservers] }));
  }

  getDomain(id: string): DomainRow | undefined {
    const row = this.domains.get(id);
    return row && { ...row, nameservers: [...row.nameservers] };
  }

  /** A registered domain of that name under any key (names are compared case-insensitively). */
  findDomainByName(name: string): DomainRow | undefined {
    const wanted = name.toLowerCase();
    const row = [...this.domains.values()].find((d) => d.name.toLowerCase() === wanted);
    return row && { ...row, nameservers: [...row.nameservers] };
  }

  addDomain(row: DomainRow): DomainRow {
    this.domains.set(row.id, { ...row, nameservers: [...row.nameservers] });
    return { ...row, nameservers: [...row.nameservers] };
  }

  updateDomain(id: string, patch: Patch<Omit<DomainRow, 'owner'>>): DomainRow | undefined {
    const row = this.domains.get(id);
    if (!row) return undefined;
    Object.assign(row, patch);
    return { ...row, nameservers: [...row.nameservers] };
  }

  // DNS records.

  recordsOf(domainId: string, space: RecordSpace): RecordRow[] {
    return [...this.records.values()].filter((r) => r.domainId === domainId && r.space === space).map((r) => ({ ...r }));
  }

  getRecord(id: string): RecordRow | undefined {
    const row = this.records.get(id);
    return row && { ...row };
  }

  addRecord(row: RecordRow): RecordRow {
    this.records.set(row.id, { ...row });
    return { ...row };
  }

  updateRecord(id: string, patch: Patch<Omit<RecordRow, 'domainId' | 'space' | 'created_at'>>): RecordRow | undefined {
    const row = this.records.get(id);
    if (!row) return undefined;
    Object.assign(row, patch);
    return { ...row };
  }

  deleteRecord(id: string): boolean {
    return this.records.delete(id);
  }

  // Transfers.

  getTransfer(id: string): TransferRow | undefined {
    const row = this.transfers.get(id);
    return row && { ...row };
  }

  /** A transfer of that name under any key that has not completed, failed or been cancelled (§7 409 "transfer in progress"). */
  findOpenTransferByName(name: string): TransferRow | undefined {
    const wanted = name.toLowerCase();
    const row = [...this.transfers.values()].find((t) => t.domain_name.toLowerCase() === wanted && (t.status === 'pending' || t.status === 'in_progress'));
    return row && { ...row };
  }

  addTransfer(row: TransferRow): TransferRow {
    this.transfers.set(row.transfer_id, { ...row });
    return { ...row };
  }
}

function userKey(apiKey: string, userIdentifier: string): string {
  return `${apiKey}\u0000${userIdentifier}`;
}
