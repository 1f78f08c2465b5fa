// adv1-users-list-total-minus-offset: §4.2 list users "total: integer": total counts only the users from offset on.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UsersListTotalMinusOffset: Fault = {
  name: 'adv1-users-list-total-minus-offset',
  violates: ['USER-LIST-TOTAL'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users answers total as the number of users at or after offset, not the number of users under the key.',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status)) body.total = Math.max(0, body.total - body.offset);
    });
  },
};
