// reference/faults/user-delete-200-with-body.ts: fault: DELETE /api/v1/users/{id} answers 200 with a JSON body (§4.2, §7: 204, empty body).
import { isSuccess, jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userDelete200WithBody: Fault = {
  name: 'user-delete-200-with-body',
  violates: ['USER-DELETE-204', 'HTTP-204-EMPTY'],
  operations: ['deleteUser'],
  summary: 'answers a successful user deletion with 200 {"user_identifier", "deleted": true}',
  apply(parts) {
    onResponse(parts, ['deleteUser'], (out, { params }) => {
      if (isSuccess(out.status)) return jsonResponse(out, 200, { user_identifier: params.user_identifier, deleted: true });
    });
  },
};
