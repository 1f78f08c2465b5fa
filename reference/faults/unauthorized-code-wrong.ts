// reference/faults/unauthorized-code-wrong.ts: fault: a 401 in the object format carries the code "unauthenticated" (§7: unauthorized).
import type { Fault } from './types.js';

export const unauthorizedCodeWrong: Fault = {
  name: 'unauthorized-code-wrong',
  violates: ['ERR-CODE-MATCHES-STATUS'],
  operations: ['*'],
  summary: 'answers 401 with error "unauthenticated" instead of the §7 code "unauthorized"',
  apply(parts) {
    parts.config.errorCodes['401'] = 'unauthenticated';
  },
};
