// reference/faults/domain-detail-records-stale.ts: fault: the domain detail's dns_records is a snapshot from start-up (§2.2: dns_records are the domain's
// records).
import { FIXTURE_KEYS } from '../fixtures.js';
import { recordSpace } from '../variants.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainDetailRecordsStale: Fault = {
  name: 'domain-detail-records-stale',
  violates: ['DOMAIN-DETAIL-RECORDS'],
  operations: ['getDomain'],
  summary: "lists in the detail's dns_records only records that existed when the service started (a stale cache)",
  apply(parts) {
    const { store } = parts;
    const atStart = new Set<string>();
    for (const key of Object.values(FIXTURE_KEYS)) {
      for (const user of store.listUsers(key)) {
        for (const domain of store.domainsOf(key, user.user_identifier)) {
          for (const record of store.recordsOf(domain.id, recordSpace(parts, 'extended'))) atStart.add(record.id);
        }
      }
    }
    onResponse(parts, ['getDomain'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.dns_records)) body.dns_records = body.dns_records.filter((r: any) => atStart.has(String(r.id)));
    });
  },
};
