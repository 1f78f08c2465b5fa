// adv2-dns-list-priority-omitted: §2.3 "priority | integer or null | MX and SRV only; null otherwise": listDnsRecords leaves the key out instead of null.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DnsListPriorityOmitted: Fault = {
  name: 'adv2-dns-list-priority-omitted',
  violates: ['DNS-PRIORITY-NULL'],
  operations: ['listDnsRecords'],
  summary: 'GET .../dns omits priority on records that have none (creation shows null)',
  apply(parts) {
    onResponse(parts, ['listDnsRecords'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const r of b?.records ?? []) if (r.priority === null) delete r.priority;
    });
  },
};
