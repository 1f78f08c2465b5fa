// adv1-put-priority-ignored: §4.4 PUT "Body: any of name, content, ttl, priority; only supplied fields change": a new priority is ignored.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1PutPriorityIgnored: Fault = {
  name: 'adv1-put-priority-ignored',
  violates: ['DNS-UPDATE-PARTIAL'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} drops a supplied priority: an MX record keeps its old one.',
  apply(parts) {
    onRequest(parts, ['updateDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.priority !== undefined) delete body.priority;
    });
  },
};
