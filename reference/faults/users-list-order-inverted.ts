// reference/faults/users-list-order-inverted.ts: fault: GET /api/v1/users applies order=asc as descending and order=desc as ascending (§4.2).
import { onRequest, rewriteQuery } from './helpers.js';
import type { Fault } from './types.js';

export const usersListOrderInverted: Fault = {
  name: 'users-list-order-inverted',
  violates: ['USER-LIST-ORDER'],
  operations: ['listUsers'],
  summary: 'inverts an explicit order: asc sorts descending and desc ascending',
  apply(parts) {
    onRequest(parts, ['listUsers'], ({ req }) =>
      rewriteQuery(req, (q) => {
        const order = q.get('order');
        if (order === 'asc') q.set('order', 'desc');
        else if (order === 'desc') q.set('order', 'asc');
      }),
    );
  },
};
