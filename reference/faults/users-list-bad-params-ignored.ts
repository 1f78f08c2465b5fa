// reference/faults/users-list-bad-params-ignored.ts: fault: invalid users-list query values fall back to the defaults (§4.2, §7: 400 invalid parameters).
import { onRequest, rewriteQuery } from './helpers.js';
import type { Fault } from './types.js';

export const usersListBadParamsIgnored: Fault = {
  name: 'users-list-bad-params-ignored',
  violates: ['USER-LIST-PARAMS-INVALID'],
  operations: ['listUsers'],
  summary: 'drops a limit that is not an integer, an unknown sort or order, and answers with the defaults instead of 400',
  apply(parts) {
    const c = parts.config.constants;
    onRequest(parts, ['listUsers'], ({ req }) =>
      rewriteQuery(req, (q) => {
        const limit = q.get('limit');
        if (limit !== null && !/^\d+$/.test(limit)) q.delete('limit');
        const sort = q.get('sort');
        if (sort !== null && !c.listUsersSortFields.includes(sort)) q.delete('sort');
        const order = q.get('order');
        if (order !== null && !c.listUsersOrders.includes(order)) q.delete('order');
      }),
    );
  },
};
