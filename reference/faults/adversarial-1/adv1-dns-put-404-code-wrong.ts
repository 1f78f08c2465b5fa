// adv1-dns-put-404-code-wrong: §7 "404 | not_found | User, domain or record does not exist": updateDnsRecord's 404 says record_not_found.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DnsPut404CodeWrong: Fault = {
  name: 'adv1-dns-put-404-code-wrong',
  violates: ['ERR-CODE-MATCHES-STATUS'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} answers its 404 with error "record_not_found" instead of not_found.',
  apply(parts) {
    onResponse(parts, ['updateDnsRecord'], (out) => {
      const body = out.body as any;
      if (out.status === 404 && typeof body?.error === 'string') body.error = 'record_not_found';
    });
  },
};
