// adv1-dns-delete-200-empty: §4.4 "DELETE /api/v1/domains/{domain_id}/dns/{record_id} | Path only | 204; empty body": answered 200.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DnsDelete200Empty: Fault = {
  name: 'adv1-dns-delete-200-empty',
  violates: ['DNS-DELETE-204'],
  operations: ['deleteDnsRecord'],
  summary: 'DELETE /api/v1/domains/{domain_id}/dns/{record_id} deletes the record and answers 200 with an empty body, not 204.',
  apply(parts) {
    onResponse(parts, ['deleteDnsRecord'], (out) => {
      if (out.status === 204) out.status = 200;
    });
  },
};
