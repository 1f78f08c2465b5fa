// reference/faults/session-expires-from-user-creation.ts: fault: every session of a user expires 24 hours after the user's creation (§3: after the session's).
import { iso } from '../clock.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

const HOUR_MS = 3_600_000;

export const sessionExpiresFromUserCreation: Fault = {
  name: 'session-expires-from-user-creation',
  violates: ['USER-SESSION-24H'],
  operations: ['createUser'],
  summary: "answers a repeated POST /api/v1/users with expires_at = the user's created_at + 24 h, the first session's, not the new one's",
  apply(parts) {
    onResponse(parts, ['createUser'], (out, at) => {
      const body = out.body as { user_identifier?: unknown; expires_at?: unknown } | undefined;
      if (!isSuccess(out.status) || !body || typeof body.user_identifier !== 'string' || at.apiKey === null) return;
      const user = parts.store.getUser(at.apiKey, body.user_identifier);
      if (user) body.expires_at = iso(user.created_at + parts.config.constants.sessionValidityHours * HOUR_MS);
    });
  },
};
