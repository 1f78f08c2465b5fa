// adv2-user-delete-unknown-204: §7 "404 | not_found | User, domain or record does not exist": deleteUser answers 204 for an unknown user.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UserDeleteUnknown204: Fault = {
  name: 'adv2-user-delete-unknown-204',
  violates: ['USER-NOT-FOUND'],
  operations: ['deleteUser'],
  summary: 'DELETE /api/v1/users/{unknown} is a 204',
  apply(parts) {
    onResponse(parts, ['deleteUser'], (out) => {
      if (out.status !== 404) return;
      const { 'content-type': _dropped, ...headers } = out.headers;
      return { status: 204, body: undefined, headers };
    });
  },
};
