// adv1-user-update-echoes-old-email: §2.1 "The update response carries user_identifier, email and updated_at": PUT echoes the e-mail it replaced.
import { isSuccess, onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserUpdateEchoesOldEmail: Fault = {
  name: 'adv1-user-update-echoes-old-email',
  violates: ['USER-UPDATE-SHAPE'],
  operations: ['updateUser'],
  summary: 'PUT /api/v1/users/{user_identifier} stores the new e-mail but answers with the previous one.',
  apply(parts) {
    const previous = new WeakMap<object, unknown>();
    onRequest(parts, ['updateUser'], ({ req, params, apiKey }) => {
      const user = apiKey ? parts.store.getUser(apiKey, params.user_identifier) : undefined;
      if (user) previous.set(req, user.email);
    });
    onResponse(parts, ['updateUser'], (out, { req }) => {
      if (isSuccess(out.status) && previous.has(req)) (out.body as any).email = previous.get(req);
    });
  },
};
