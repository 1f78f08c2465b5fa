// adv1-session-expiry-from-user-creation: §3 "User sessions expire 24 hours after creation.": createUser counts from the user's creation.
import { iso } from '../../clock.js';
import { isSuccess, objectBodyOf, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1SessionExpiryFromUserCreation: Fault = {
  name: 'adv1-session-expiry-from-user-creation',
  violates: ['USER-SESSION-24H'],
  operations: ['createUser'],
  summary: "POST /api/v1/users sets expires_at 24 hours after the user was created, not the session: a found user's new session is already expired.",
  apply(parts) {
    onResponse(parts, ['createUser'], (out, { req, apiKey }) => {
      const id = objectBodyOf(req)?.user_identifier;
      const user = apiKey && typeof id === 'string' ? parts.store.getUser(apiKey, id) : undefined;
      if (isSuccess(out.status) && user) (out.body as any).expires_at = iso(user.created_at + parts.config.constants.sessionValidityHours * 3_600_000);
    });
  },
};
