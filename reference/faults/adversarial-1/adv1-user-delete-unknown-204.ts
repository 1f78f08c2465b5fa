// adv1-user-delete-unknown-204: §7 "404 not_found: User, domain or record does not exist": DELETE of an unknown user is a 204.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserDeleteUnknown204: Fault = {
  name: 'adv1-user-delete-unknown-204',
  violates: ['USER-NOT-FOUND'],
  operations: ['deleteUser'],
  summary: 'DELETE /api/v1/users/{user_identifier} answers 204 for a user that does not exist (idempotent delete).',
  apply(parts) {
    onResponse(parts, ['deleteUser'], (out) => {
      if (out.status !== 404) return;
      const headers = { ...out.headers };
      delete headers['content-type'];
      return { status: 204, body: undefined, headers };
    });
  },
};
