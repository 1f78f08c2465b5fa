// reference/faults/domain-update-no-updated-at.ts: fault: the domain settings update response has no updated_at (§2.2 update response).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainUpdateNoUpdatedAt: Fault = {
  name: 'domain-update-no-updated-at',
  violates: ['DOMAIN-UPDATE-SHAPE'],
  operations: ['updateDomain'],
  summary: 'answers PUT /api/v1/domains/{domain_id} with {id, name, auto_renew, whois_privacy} and no updated_at',
  apply(parts) {
    onResponse(parts, ['updateDomain'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.updated_at;
    });
  },
};
