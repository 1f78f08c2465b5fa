// reference/faults/renew-no-renewed-at.ts: fault: the renew response has no renewed_at (§2.2 renew response).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const renewNoRenewedAt: Fault = {
  name: 'renew-no-renewed-at',
  violates: ['DOMAIN-RENEW-SHAPE'],
  operations: ['renewDomain'],
  summary: 'answers POST /api/v1/domains/{domain_id}/renew without renewed_at',
  apply(parts) {
    onResponse(parts, ['renewDomain'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.renewed_at;
    });
  },
};
