// reference/faults/users-list-no-offset.ts: fault: the users list response has no offset (§4.2: {users, total, limit, offset}).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const usersListNoOffset: Fault = {
  name: 'users-list-no-offset',
  violates: ['USER-LIST-SHAPE'],
  operations: ['listUsers'],
  summary: 'answers GET /api/v1/users with {users, total, limit} and no offset',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.offset;
    });
  },
};
