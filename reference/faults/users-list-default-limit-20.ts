// reference/faults/users-list-default-limit-20.ts: fault: GET /api/v1/users without limit pages by 20 (§4.2: default 50).
import type { Fault } from './types.js';

export const usersListDefaultLimit20: Fault = {
  name: 'users-list-default-limit-20',
  violates: ['USER-LIST-LIMIT-DEFAULT'],
  operations: ['listUsers'],
  summary: 'uses a default limit of 20 on the users list instead of 50',
  apply(parts) {
    parts.config.constants.listUsersLimitDefault = 20;
  },
};
