// reference/faults/bulk-created-not-stored.ts: fault: records bulk reports as created are not stored (§4.4: records that pass are created).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const bulkCreatedNotStored: Fault = {
  name: 'bulk-created-not-stored',
  violates: ['DNS-BULK-CREATED-READABLE'],
  operations: ['bulkCreateDnsRecords'],
  summary: "answers a bulk request with created records that are not in the domain's record list afterwards",
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.created)) for (const r of body.created) parts.store.deleteRecord(String(r.id));
    });
  },
};
