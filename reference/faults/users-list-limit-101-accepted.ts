// reference/faults/users-list-limit-101-accepted.ts: fault: GET /api/v1/users accepts limit=101 and echoes it (§4.2, §8: max 100).
import type { Fault } from './types.js';

export const usersListLimit101Accepted: Fault = {
  name: 'users-list-limit-101-accepted',
  violates: ['USER-LIST-LIMIT-MAX'],
  operations: ['listUsers'],
  summary: 'accepts limit=101 on the users list (returning up to 101 users, echoing limit 101)',
  apply(parts) {
    parts.config.constants.listUsersLimitMax += 1;
  },
};
