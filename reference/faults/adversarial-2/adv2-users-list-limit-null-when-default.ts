// adv2-users-list-limit-null-when-default: §4.2 "{users: ..., total: integer, limit: integer, offset: integer}",
// listUsers echoes limit null when none was asked.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListLimitNullWhenDefault: Fault = {
  name: 'adv2-users-list-limit-null-when-default',
  violates: ['USER-LIST-SHAPE'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users without limit answers limit null',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out, at) => {
      const b = out.body as any;
      if (isSuccess(out.status) && b && at.req.query.limit === undefined) b.limit = null;
    });
  },
};
