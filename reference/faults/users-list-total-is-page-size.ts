// reference/faults/users-list-total-is-page-size.ts: fault: the users list total counts only the page (§4.2 total: the users under the key).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const usersListTotalIsPageSize: Fault = {
  name: 'users-list-total-is-page-size',
  violates: ['USER-LIST-TOTAL'],
  operations: ['listUsers'],
  summary: 'answers total = number of users on the page instead of the number of users under the key',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.users)) body.total = body.users.length;
    });
  },
};
