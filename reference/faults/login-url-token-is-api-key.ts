// reference/faults/login-url-token-is-api-key.ts: fault: the session token of a login_url also works as the partner's API key (§5 rule 6: a separate
// credential).
import { isSuccess, onRequest, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const loginUrlTokenIsApiKey: Fault = {
  name: 'login-url-token-is-api-key',
  violates: ['USER-LOGIN-URL-CREDENTIAL'],
  operations: ['createUser'],
  summary: 'issues login_url session tokens that the API also accepts as the bearer key of the partner who created the session',
  apply(parts) {
    const keyOfSession = new Map<string, string>();
    onResponse(parts, ['createUser'], (out, { apiKey }) => {
      const url = (out.body as any)?.login_url;
      if (isSuccess(out.status) && typeof url === 'string' && apiKey) keyOfSession.set(url.split('/').pop()!, apiKey);
    });
    onRequest(parts, '*', ({ req, apiKey }) => {
      const key = apiKey ? keyOfSession.get(apiKey) : undefined;
      if (key) req.headers.authorization = `Bearer ${key}`;
    });
  },
};
