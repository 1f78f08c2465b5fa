// reference/faults/login-url-carries-api-key.ts: fault: the login_url carries the partner API key (§5 rule 6: a separate credential).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const loginUrlCarriesApiKey: Fault = {
  name: 'login-url-carries-api-key',
  violates: ['USER-LOGIN-URL-CREDENTIAL'],
  operations: ['createUser'],
  summary: "appends the partner's API key to the login_url (?key=...) instead of issuing a separate credential",
  apply(parts) {
    onResponse(parts, ['createUser'], (out, { apiKey }) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.login_url === 'string' && apiKey) body.login_url = `${body.login_url}?key=${encodeURIComponent(apiKey)}`;
    });
  },
};
