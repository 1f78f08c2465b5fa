// adv2-domain-detail-records-no-created-at: §2.2 "dns_records | array of DNS record objects | Each has id, type, name, content, ttl, created_at",
// getDomain omits created_at.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainDetailRecordsNoCreatedAt: Fault = {
  name: 'adv2-domain-detail-records-no-created-at',
  violates: ['DOMAIN-DETAIL-RECORDS'],
  operations: ['getDomain'],
  summary: "the detail's dns_records carry no created_at",
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const r of b?.dns_records ?? []) delete r.created_at;
    });
  },
};
