// reference/shapes.ts: response bodies of the §2 resources (users §2.1, domains §2.2, DNS records §2.3 core and extended shapes, transfers §2.4); amounts
// are decimal strings, times ISO 8601 UTC.
import { iso } from './clock.js';
import type { DomainRow, RecordRow, TransferRow, UserRow } from './store.js';

/** Cents as a decimal string with two places: 1299 -> "12.99". */
export function money(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export function userSession(user: UserRow, loginUrl: string, expiresAt: number) {
  return { user_identifier: user.user_identifier, login_url: loginUrl, expires_at: iso(expiresAt) };
}

export function userListEntry(user: UserRow, domainCount: number) {
  return {
    user_identifier: user.user_identifier,
    email: user.email,
    created_at: iso(user.created_at),
    last_login: iso(user.last_login),
    domain_count: domainCount,
  };
}

export function userDetail(user: UserRow, domainCount: number) {
  return { ...userListEntry(user, domainCount), total_spent: money(user.total_spent_cents) };
}

export function domainListEntry(domain: DomainRow, dnsRecordsCount: number) {
  return {
    id: domain.id,
    name: domain.name,
    status: domain.status,
    purchased_at: iso(domain.purchased_at),
    expires_at: iso(domain.expires_at),
    auto_renew: domain.auto_renew,
    dns_records_count: dnsRecordsCount,
    registrar: domain.registrar,
  };
}

export function domainDetail(domain: DomainRow, records: RecordRow[]) {
  return {
    ...domainListEntry(domain, records.length),
    user_identifier: domain.owner,
    nameservers: domain.nameservers,
    whois_privacy: domain.whois_privacy,
    dns_records: records.map((r) => ({ id: r.id, type: r.type, name: r.name, content: r.content, ttl: r.ttl, created_at: iso(r.created_at) })),
    pricing: {
      registration_price: money(domain.registration_price_cents),
      renewal_price: money(domain.renewal_price_cents),
      currency: domain.currency,
    },
  };
}

/** §2.3 extended shape. */
export function extendedRecord(record: RecordRow) {
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    content: record.content,
    ttl: record.ttl,
    priority: record.priority,
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
  };
}

/** §2.3 core shape: `value` for `content`, the optional SRV fields as null when unset. */
export function coreRecord(record: RecordRow) {
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    value: record.content,
    ttl: record.ttl,
    priority: record.priority,
    weight: record.weight,
    port: record.port,
    target: record.target,
  };
}

export function transferStatus(transfer: TransferRow) {
  return {
    transfer_id: transfer.transfer_id,
    domain_name: transfer.domain_name,
    status: transfer.status,
    started_at: iso(transfer.started_at),
    completed_at: transfer.completed_at === null ? null : iso(transfer.completed_at),
    domain_id: transfer.domain_id,
  };
}
