// reference/faults/dns-list-other-domains.ts: fault: the record list of a domain also carries the records of its owner's other domains, as a
// query filtered by owner instead of by domain would (§4.4 "DNS records of a domain").
import { recordSpace } from '../variants.js';
import { extendedRecord } from '../shapes.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const dnsListOtherDomains: Fault = {
  name: 'dns-list-other-domains',
  violates: ['DNS-LIST-OF-DOMAIN'],
  operations: ['listDnsRecords'],
  summary: "lists under GET /api/v1/domains/{domain_id}/dns the records of every domain of the domain's owner, not only that domain's",
  apply(parts) {
    onResponse(parts, ['listDnsRecords'], (out, { params }) => {
      const body = out.body as any;
      const domain = parts.store.getDomain(params.domain_id);
      if (!isSuccess(out.status) || !domain || !Array.isArray(body?.records)) return;
      for (const other of parts.store.domainsOf(domain.apiKey, domain.owner)) {
        if (other.id === domain.id) continue;
        body.records.push(...parts.store.recordsOf(other.id, recordSpace(parts, 'extended')).map(extendedRecord));
      }
      body.total = body.records.length;
    });
  },
};
