// reference/faults/users-list-offset-ignored.ts: fault: GET /api/v1/users ignores offset (§4.2).
import { onRequest, rewriteQuery } from './helpers.js';
import type { Fault } from './types.js';

export const usersListOffsetIgnored: Fault = {
  name: 'users-list-offset-ignored',
  violates: ['USER-LIST-OFFSET'],
  operations: ['listUsers'],
  summary: 'always answers the first page of users (offset 0), whatever offset is asked for',
  apply(parts) {
    onRequest(parts, ['listUsers'], ({ req }) => rewriteQuery(req, (q) => q.delete('offset')));
  },
};
