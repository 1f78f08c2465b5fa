// reference/faults/dns-count-not-decremented.ts: fault: a domain's dns_records_count is not lowered when a record is deleted (§2.2: number of DNS records).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const dnsCountNotDecremented: Fault = {
  name: 'dns-count-not-decremented',
  violates: ['DOMAIN-DNS-COUNT'],
  operations: ['listUserDomains', 'getDomain'],
  summary: 'keeps counting deleted records in dns_records_count (a counter raised on create, never lowered)',
  apply(parts) {
    const store = parts.store;
    const deleted = new Map<string, number>();
    const deleteRecord = store.deleteRecord.bind(store);
    store.deleteRecord = (id) => {
      const row = store.getRecord(id);
      const removed = deleteRecord(id);
      if (removed && row) deleted.set(row.domainId, (deleted.get(row.domainId) ?? 0) + 1);
      return removed;
    };
    const stale = (entry: any) => {
      if (entry && typeof entry.dns_records_count === 'number') entry.dns_records_count += deleted.get(String(entry.id)) ?? 0;
    };
    onResponse(parts, ['listUserDomains', 'getDomain'], (out, { op }) => {
      if (!isSuccess(out.status)) return;
      const body = out.body as any;
      if (op === 'getDomain') stale(body);
      else for (const entry of body?.domains ?? []) stale(entry);
    });
  },
};
