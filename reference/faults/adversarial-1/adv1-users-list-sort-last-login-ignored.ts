// adv1-users-list-sort-last-login-ignored: §4.2 list users "sort (created_at, last_login or domain_count; default created_at)": last_login sorts by created_at.
import { onRequest, rewriteQuery } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UsersListSortLastLoginIgnored: Fault = {
  name: 'adv1-users-list-sort-last-login-ignored',
  violates: ['USER-LIST-SORT'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users?sort=last_login orders by created_at (the other sort keys work).',
  apply(parts) {
    onRequest(parts, ['listUsers'], ({ req }) => {
      rewriteQuery(req, (query) => {
        if (query.get('sort') === 'last_login') query.set('sort', 'created_at');
      });
    });
  },
};
