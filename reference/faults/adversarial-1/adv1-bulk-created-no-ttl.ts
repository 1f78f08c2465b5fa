// adv1-bulk-created-no-ttl: §4.4 bulk "{created: array of records (id, type, name, content, ttl), ...}": created entries lack ttl.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1BulkCreatedNoTtl: Fault = {
  name: 'adv1-bulk-created-no-ttl',
  violates: ['DNS-BULK-SHAPE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk lists created records without ttl.',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const record of (out.body as any).created ?? []) delete record.ttl;
    });
  },
};
