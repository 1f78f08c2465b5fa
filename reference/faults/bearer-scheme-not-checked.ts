// reference/faults/bearer-scheme-not-checked.ts: fault: the Authorization scheme is not checked, so "Basic <key>" is accepted (§5 rule 1: Bearer).
import { onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const bearerSchemeNotChecked: Fault = {
  name: 'bearer-scheme-not-checked',
  violates: ['AUTH-401-SCHEME'],
  operations: ['*'],
  summary: 'takes the key after any scheme word (Basic, Token, ...) as if it were Bearer',
  apply(parts) {
    onRequest(parts, '*', ({ req }) => {
      const match = /^\s*\S+\s+(\S+)\s*$/.exec(req.headers.authorization ?? '');
      if (match) req.headers.authorization = `Bearer ${match[1]}`;
    });
  },
};
