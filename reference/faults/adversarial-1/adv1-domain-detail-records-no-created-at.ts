// adv1-domain-detail-records-no-created-at: §2.2 dns_records "Each has id, type, name, content, ttl, created_at": getDomain leaves created_at out.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DomainDetailRecordsNoCreatedAt: Fault = {
  name: 'adv1-domain-detail-records-no-created-at',
  violates: ['DOMAIN-DETAIL-RECORDS'],
  operations: ['getDomain'],
  summary: 'GET /api/v1/domains/{domain_id} lists dns_records without created_at.',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const record of (out.body as any).dns_records ?? []) delete record.created_at;
    });
  },
};
