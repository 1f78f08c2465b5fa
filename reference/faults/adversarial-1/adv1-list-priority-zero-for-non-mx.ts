// adv1-list-priority-zero-for-non-mx: §2.3 "priority | integer or null | MX and SRV only; null otherwise": the list shows 0.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1ListPriorityZeroForNonMx: Fault = {
  name: 'adv1-list-priority-zero-for-non-mx',
  violates: ['DNS-PRIORITY-NULL'],
  operations: ['listDnsRecords'],
  summary: 'GET /api/v1/domains/{domain_id}/dns writes priority 0 for A, AAAA, CNAME, TXT and NS records (the create response says null).',
  apply(parts) {
    onResponse(parts, ['listDnsRecords'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const record of (out.body as any).records ?? []) if (record.priority === null) record.priority = 0;
    });
  },
};
