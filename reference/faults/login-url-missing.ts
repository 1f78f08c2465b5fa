// reference/faults/login-url-missing.ts: fault: the session response has no login_url (§2.1, §4.1: user_identifier, login_url).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const loginUrlMissing: Fault = {
  name: 'login-url-missing',
  violates: ['USER-SESSION-SHAPE'],
  operations: ['createUser'],
  summary: 'answers POST /api/v1/users without login_url',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.login_url;
    });
  },
};
