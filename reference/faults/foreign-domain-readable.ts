// reference/faults/foreign-domain-readable.ts: fault: GET /api/v1/domains/{id} serves another key's domain (§5 rule 5: 403).
import { domainDetail } from '../shapes.js';
import { recordSpace } from '../variants.js';
import { jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const foreignDomainReadable: Fault = {
  name: 'foreign-domain-readable',
  violates: ['AUTH-DOMAIN-403'],
  operations: ['getDomain'],
  summary: 'answers GET /api/v1/domains/{domain_id} of a domain the key may not use with 200 and its detail',
  apply(parts) {
    const { store } = parts;
    onResponse(parts, ['getDomain'], (out, { params }) => {
      const domain = store.getDomain(params.domain_id);
      if (out.status !== 403 || !domain) return;
      return jsonResponse(out, 200, domainDetail(domain, store.recordsOf(domain.id, recordSpace(parts, 'extended'))));
    });
  },
};
