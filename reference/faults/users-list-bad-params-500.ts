// reference/faults/users-list-bad-params-500.ts: fault: a users-list query value that is not a number, sort field or order breaks the server (§4.2, §7).
import { ApiError, errorResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

/** A limit or offset that is not an integer, an unknown sort or order: the value a query builder chokes on (NaN in SQL, an unknown column). */
function unusable(query: URLSearchParams, sortFields: string[], orders: string[]): boolean {
  const notInteger = (v: string | null) => v !== null && !/^-?\d+$/.test(v);
  const sort = query.get('sort');
  const order = query.get('order');
  return (
    notInteger(query.get('limit')) ||
    notInteger(query.get('offset')) ||
    (sort !== null && !sortFields.includes(sort)) ||
    (order !== null && !orders.includes(order))
  );
}

export const usersListBadParams500: Fault = {
  name: 'users-list-bad-params-500',
  violates: ['USER-LIST-PARAMS-INVALID'],
  operations: ['listUsers'],
  summary: 'answers 500 internal_error to a limit or offset that is not an integer, an unknown sort or an unknown order',
  apply(parts) {
    const c = parts.config.constants;
    onResponse(parts, ['listUsers'], (out, { req }) => {
      const at = req.originalUrl.indexOf('?');
      if (at === -1 || !unusable(new URLSearchParams(req.originalUrl.slice(at + 1)), c.listUsersSortFields, c.listUsersOrders)) return undefined;
      return errorResponse(parts, req, out, new ApiError(500, 'internal error'));
    });
  },
};
