// reference/faults/user-update-keeps-updated-at.ts: fault: a user PUT leaves updated_at at the creation time (§2.1: the update response carries updated_at).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userUpdateKeepsUpdatedAt: Fault = {
  name: 'user-update-keeps-updated-at',
  violates: ['USER-UPDATE-SHAPE'],
  operations: ['updateUser'],
  summary: "answers PUT /api/v1/users/{user_identifier} with the user's creation time as updated_at",
  apply(parts) {
    // As the mutant of routes/users.ts updateUser whose patch is `{}` instead of `{ updated_at: ctx.now }`.
    onResponse(parts, ['updateUser'], (out, { apiKey, params }) => {
      const user = apiKey ? parts.store.getUser(apiKey, params.user_identifier) : undefined;
      if (!isSuccess(out.status) || !user) return;
      (out.body as Record<string, unknown>).updated_at = new Date(user.created_at).toISOString();
    });
  },
};
