// adv2-users-list-email-null: §2.1 "The user list entries carry user_identifier, email, created_at, last_login and domain_count",
// listUsers shows every email as null.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListEmailNull: Fault = {
  name: 'adv2-users-list-email-null',
  violates: ['USER-LIST-SHAPE'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users entries carry email null (the detail has it)',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const u of b?.users ?? []) u.email = null;
    });
  },
};
