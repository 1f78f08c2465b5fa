// adv2-users-list-errors-empty-array: §7 "List | `{errors: array of string}`": listUsers refuses a bad parameter with {errors: []}, no message.
import { jsonResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListErrorsEmptyArray: Fault = {
  name: 'adv2-users-list-errors-empty-array',
  violates: ['ERR-FORMAT'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users?limit=abc answers {errors: []}',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      if (out.status >= 400 && out.status < 500 && out.status !== 401 && out.status !== 429) return jsonResponse(out, out.status, { errors: [] });
    });
  },
};
