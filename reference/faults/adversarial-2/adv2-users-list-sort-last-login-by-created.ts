// adv2-users-list-sort-last-login-by-created: §4.2 "sort (created_at, last_login or domain_count; default created_at)",
// listUsers sorts last_login by created_at.
import { onRequest, rewriteQuery } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListSortLastLoginByCreated: Fault = {
  name: 'adv2-users-list-sort-last-login-by-created',
  violates: ['USER-LIST-SORT'],
  operations: ['listUsers'],
  summary: 'sort=last_login orders by created_at',
  apply(parts) {
    onRequest(parts, ['listUsers'], ({ req }) => {
      rewriteQuery(req, (q) => {
        if (q.get('sort') === 'last_login') q.set('sort', 'created_at');
      });
    });
  },
};
