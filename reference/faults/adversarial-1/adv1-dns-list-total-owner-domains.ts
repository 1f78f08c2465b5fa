// adv1-dns-list-total-owner-domains: §4.4 "GET /api/v1/domains/{domain_id}/dns | {records: ..., total: integer}": total counts the owner's every domain.
import { isSuccess, onResponse } from '../helpers.js';
import { recordSpace } from '../../variants.js';
import type { Fault } from '../types.js';

export const adv1DnsListTotalOwnerDomains: Fault = {
  name: 'adv1-dns-list-total-owner-domains',
  violates: ['DNS-LIST-TOTAL'],
  operations: ['listDnsRecords'],
  summary: "GET /api/v1/domains/{domain_id}/dns answers total as the number of records of all the owner's domains; records lists this domain's.",
  apply(parts) {
    onResponse(parts, ['listDnsRecords'], (out, { params }) => {
      const domain = parts.store.getDomain(params.domain_id);
      if (!isSuccess(out.status) || !domain) return;
      const space = recordSpace(parts, 'extended');
      (out.body as any).total = parts.store.domainsOf(domain.apiKey, domain.owner).reduce((n, d) => n + parts.store.recordsOf(d.id, space).length, 0);
    });
  },
};
