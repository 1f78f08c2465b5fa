// adv1-users-list-domain-count-asc-ignored: §4.2 list users "order (asc or desc; default desc)": sort=domain_count ignores order=asc.
import { onRequest, rewriteQuery } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UsersListDomainCountAscIgnored: Fault = {
  name: 'adv1-users-list-domain-count-asc-ignored',
  violates: ['USER-LIST-ORDER'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users?sort=domain_count&order=asc answers in descending order (order works for the other sort keys).',
  apply(parts) {
    onRequest(parts, ['listUsers'], ({ req }) => {
      rewriteQuery(req, (query) => {
        if (query.get('sort') === 'domain_count' && query.get('order') === 'asc') query.set('order', 'desc');
      });
    });
  },
};
