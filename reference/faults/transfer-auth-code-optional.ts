// reference/faults/transfer-auth-code-optional.ts: fault: a transfer without auth_code is started (§4.3: auth_code required).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const transferAuthCodeOptional: Fault = {
  name: 'transfer-auth-code-optional',
  violates: ['TRANSFER-REQUIRED-FIELDS'],
  operations: ['initiateTransfer'],
  summary: 'starts a transfer sent without auth_code (as if the code were to be supplied later)',
  apply(parts) {
    onRequest(parts, ['initiateTransfer'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.auth_code === undefined) body.auth_code = 'pending';
    });
  },
};
