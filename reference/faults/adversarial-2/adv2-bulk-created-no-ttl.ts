// adv2-bulk-created-no-ttl: §4.4 bulk "{created: array of records (id, type, name, content, ttl), ...}": created entries carry no ttl.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2BulkCreatedNoTtl: Fault = {
  name: 'adv2-bulk-created-no-ttl',
  violates: ['DNS-BULK-SHAPE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'bulk created entries lack ttl',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const r of b?.created ?? []) delete r.ttl;
    });
  },
};
