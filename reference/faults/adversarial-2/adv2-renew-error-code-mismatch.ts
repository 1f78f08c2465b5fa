// adv2-renew-error-code-mismatch: §7 "422 | unprocessable_entity | Well-formed but invalid values": renewDomain's 422 says validation_error.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RenewErrorCodeMismatch: Fault = {
  name: 'adv2-renew-error-code-mismatch',
  violates: ['ERR-CODE-MATCHES-STATUS'],
  operations: ['renewDomain'],
  summary: 'an invalid years answers 422 with error validation_error (the code of 400)',
  apply(parts) {
    onResponse(parts, ['renewDomain'], (out) => {
      const b = out.body as any;
      if (out.status === 422 && b?.error === 'unprocessable_entity') b.error = 'validation_error';
    });
  },
};
