// reference/faults/users-list-sort-ignored.ts: fault: GET /api/v1/users ignores sort and always sorts by created_at (§4.2).
import { onRequest, rewriteQuery } from './helpers.js';
import type { Fault } from './types.js';

export const usersListSortIgnored: Fault = {
  name: 'users-list-sort-ignored',
  violates: ['USER-LIST-SORT'],
  operations: ['listUsers'],
  summary: 'sorts the users list by created_at whatever sort is asked for',
  apply(parts) {
    onRequest(parts, ['listUsers'], ({ req }) => rewriteQuery(req, (q) => q.delete('sort')));
  },
};
