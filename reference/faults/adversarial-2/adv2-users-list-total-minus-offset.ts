// adv2-users-list-total-minus-offset: §4.2 "{users: ..., total: integer, ...}" (total: the users under the key): listUsers subtracts the offset.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListTotalMinusOffset: Fault = {
  name: 'adv2-users-list-total-minus-offset',
  violates: ['USER-LIST-TOTAL'],
  operations: ['listUsers'],
  summary: 'total is the number of users from offset on',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b && typeof b.offset === 'number') b.total -= b.offset;
    });
  },
};
