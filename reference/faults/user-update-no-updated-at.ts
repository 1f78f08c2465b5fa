// reference/faults/user-update-no-updated-at.ts: fault: the user update response has no updated_at (§2.1: user_identifier, email, updated_at).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userUpdateNoUpdatedAt: Fault = {
  name: 'user-update-no-updated-at',
  violates: ['USER-UPDATE-SHAPE'],
  operations: ['updateUser'],
  summary: 'answers PUT /api/v1/users/{user_identifier} with {user_identifier, email} and no updated_at',
  apply(parts) {
    onResponse(parts, ['updateUser'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.updated_at;
    });
  },
};
