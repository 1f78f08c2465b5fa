// adv1-domain-list-counts-record-names: §2.2 list entry "dns_records_count | integer | Number of DNS records": listUserDomains counts distinct names.
import { isSuccess, onResponse } from '../helpers.js';
import { recordSpace } from '../../variants.js';
import type { Fault } from '../types.js';

export const adv1DomainListCountsRecordNames: Fault = {
  name: 'adv1-domain-list-counts-record-names',
  violates: ['DOMAIN-DNS-COUNT'],
  operations: ['listUserDomains'],
  summary: 'GET /api/v1/users/{user_identifier}/domains counts record names (RRsets), not records: two records of one name count once.',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const domain of (out.body as any).domains ?? []) {
        const names = parts.store.recordsOf(domain.id, recordSpace(parts, 'extended')).map((r) => r.name.toLowerCase());
        domain.dns_records_count = new Set(names).size;
      }
    });
  },
};
