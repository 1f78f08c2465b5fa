// reference/faults/users-list-total-spent.ts: fault: user list entries carry total_spent (§2.1: list entries carry ... (no total_spent)).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const usersListTotalSpent: Fault = {
  name: 'users-list-total-spent',
  violates: ['USER-LIST-NO-TOTAL-SPENT'],
  operations: ['listUsers'],
  summary: 'gives every user list entry total_spent "0.00" (the list reuses the user detail serialiser)',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.users)) for (const u of body.users) u.total_spent = '0.00';
    });
  },
};
