// adv2-user-update-echoes-old-email: §4.2 "PUT | /api/v1/users/{user_identifier} | Body: email (optional string) | user_identifier, email, updated_at",
// old email echoed.
import { isSuccess, onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UserUpdateEchoesOldEmail: Fault = {
  name: 'adv2-user-update-echoes-old-email',
  violates: ['USER-UPDATE-PERSISTS'],
  operations: ['updateUser'],
  summary: 'PUT /api/v1/users/{id} stores the new e-mail but answers the previous one',
  apply(parts) {
    const previous = new WeakMap<object, string | null>();
    onRequest(parts, ['updateUser'], ({ req, params, apiKey }) => {
      const user = apiKey ? parts.store.getUser(apiKey, params.user_identifier) : undefined;
      if (user) previous.set(req, user.email);
    });
    onResponse(parts, ['updateUser'], (out, at) => {
      const b = out.body as any;
      if (isSuccess(out.status) && b && previous.has(at.req)) b.email = previous.get(at.req);
    });
  },
};
