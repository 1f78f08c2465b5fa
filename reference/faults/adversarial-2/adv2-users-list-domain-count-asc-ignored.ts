// adv2-users-list-domain-count-asc-ignored: §4.2 "order (asc or desc; default desc)": listUsers ignores order=asc when sorting by domain_count.
import { onRequest, rewriteQuery } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListDomainCountAscIgnored: Fault = {
  name: 'adv2-users-list-domain-count-asc-ignored',
  violates: ['USER-LIST-ORDER'],
  operations: ['listUsers'],
  summary: 'sort=domain_count&order=asc comes back descending',
  apply(parts) {
    onRequest(parts, ['listUsers'], ({ req }) => {
      rewriteQuery(req, (q) => {
        if (q.get('sort') === 'domain_count') q.delete('order');
      });
    });
  },
};
