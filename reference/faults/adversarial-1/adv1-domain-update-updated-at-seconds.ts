// adv1-domain-update-updated-at-seconds: §2.2 update response "updated_at (ISO 8601)": updateDomain writes Unix seconds.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DomainUpdateUpdatedAtSeconds: Fault = {
  name: 'adv1-domain-update-updated-at-seconds',
  violates: ['DOMAIN-UPDATE-SHAPE'],
  operations: ['updateDomain'],
  summary: 'PUT /api/v1/domains/{domain_id} answers updated_at as a Unix time in seconds (a number).',
  apply(parts) {
    onResponse(parts, ['updateDomain'], (out) => {
      if (isSuccess(out.status)) (out.body as any).updated_at = Math.floor(Date.parse((out.body as any).updated_at) / 1000);
    });
  },
};
