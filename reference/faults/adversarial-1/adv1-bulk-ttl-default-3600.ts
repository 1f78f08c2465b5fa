// adv1-bulk-ttl-default-3600: §2.3 extended shape "ttl | integer | Seconds; default 300 on create": bulk defaults to 3600.
import { isSuccess, objectBodyOf, onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1BulkTtlDefault3600: Fault = {
  name: 'adv1-bulk-ttl-default-3600',
  violates: ['DNS-TTL-DEFAULT'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk gives a record sent without ttl the core default 3600, not 300.',
  apply(parts) {
    const defaulted = new WeakSet<object>();
    onRequest(parts, ['bulkCreateDnsRecords'], ({ req }) => {
      const records = objectBodyOf(req)?.records;
      if (!Array.isArray(records)) return;
      for (const record of records) {
        if (typeof record === 'object' && record !== null && !Array.isArray(record) && record.ttl === undefined) {
          record.ttl = 3600;
          defaulted.add(record);
        }
      }
    });
    // The submitted records echoed in errors stay as sent.
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const failed of (out.body as any).errors ?? []) if (defaulted.has(failed.record)) delete failed.record.ttl;
    });
  },
};
