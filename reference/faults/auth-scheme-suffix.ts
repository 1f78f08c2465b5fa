// reference/faults/auth-scheme-suffix.ts: fault: the Authorization header is matched by its end only, so a scheme word that merely ends in
// Bearer (XBearer) is let through with a valid key, as an unanchored pattern would (§5 rules 1 and 3).
import { onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const authSchemeSuffix: Fault = {
  name: 'auth-scheme-suffix',
  violates: ['AUTH-401-SCHEME'],
  operations: ['getDomain'],
  summary: 'accepts the key under any scheme word ending in Bearer (XBearer <key>), read as Bearer <key>',
  apply(parts) {
    onRequest(parts, '*', ({ req }) => {
      const header = req.headers.authorization;
      const match = typeof header === 'string' ? /^\S*Bearer +(\S+) *$/i.exec(header) : null;
      if (match) req.headers.authorization = `Bearer ${match[1]}`;
    });
  },
};
