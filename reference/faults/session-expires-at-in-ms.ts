// reference/faults/session-expires-at-in-ms.ts: fault: the session expires_at is a number of milliseconds (§2.1: ISO 8601 timestamp).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const sessionExpiresAtInMs: Fault = {
  name: 'session-expires-at-in-ms',
  violates: ['USER-SESSION-SHAPE', 'USER-SESSION-24H'],
  operations: ['createUser'],
  summary: 'returns expires_at as epoch milliseconds (a JSON number) instead of an ISO 8601 string',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.expires_at === 'string') body.expires_at = Date.parse(body.expires_at);
    });
  },
};
