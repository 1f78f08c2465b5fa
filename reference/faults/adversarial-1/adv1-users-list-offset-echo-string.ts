// adv1-users-list-offset-echo-string: §4.2 list users "{users: ..., total: integer, limit: integer, offset: integer}": offset echoed as a string.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UsersListOffsetEchoString: Fault = {
  name: 'adv1-users-list-offset-echo-string',
  violates: ['USER-LIST-SHAPE'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users echoes offset as a string ("0"), not an integer.',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      if (isSuccess(out.status)) (out.body as any).offset = String((out.body as any).offset);
    });
  },
};
