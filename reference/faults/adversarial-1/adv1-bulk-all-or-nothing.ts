// adv1-bulk-all-or-nothing: §4.4 "records that pass appear in `created`, records that fail appear in `errors`": one failure drops them all.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1BulkAllOrNothing: Fault = {
  name: 'adv1-bulk-all-or-nothing',
  violates: ['DNS-BULK-PARTITION', 'DNS-BULK-CREATED-READABLE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk with any failing record creates nothing: created is empty (errors lists the failing ones).',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !body.errors?.length) return;
      for (const record of body.created ?? []) parts.store.deleteRecord(record.id);
      body.created = [];
    });
  },
};
