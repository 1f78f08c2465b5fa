// adv2-users-list-last-login-epoch: §2.1 "last_login | string, ISO 8601" (list entries carry last_login): listUsers gives epoch milliseconds.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListLastLoginEpoch: Fault = {
  name: 'adv2-users-list-last-login-epoch',
  violates: ['USER-LIST-SHAPE'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users entries carry last_login as a number of ms (the detail is ISO 8601)',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const u of b?.users ?? []) u.last_login = Date.parse(u.last_login);
    });
  },
};
