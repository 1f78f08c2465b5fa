// adv1-user-find-no-login-url: §4.1 "POST /api/v1/users finds or creates the user and starts a session.": a found user gets no login_url.
import { isSuccess, objectBodyOf, onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserFindNoLoginUrl: Fault = {
  name: 'adv1-user-find-no-login-url',
  violates: ['USER-FIND-OR-CREATE', 'USER-SESSION-SHAPE'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users for an existing user_identifier answers without login_url (a new user gets one).',
  apply(parts) {
    const found = new WeakSet<object>();
    onRequest(parts, ['createUser'], ({ req, apiKey }) => {
      const id = objectBodyOf(req)?.user_identifier;
      if (apiKey && typeof id === 'string' && parts.store.getUser(apiKey, id)) found.add(req);
    });
    onResponse(parts, ['createUser'], (out, { req }) => {
      if (isSuccess(out.status) && found.has(req)) delete (out.body as any).login_url;
    });
  },
};
