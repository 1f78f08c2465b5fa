// reference/faults/domain-detail-status-always-active.ts: fault: the domain detail reports every domain as active (§2.2: the detail agrees with the list).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainDetailStatusAlwaysActive: Fault = {
  name: 'domain-detail-status-always-active',
  violates: ['DOMAIN-LIST-DETAIL-AGREE'],
  operations: ['getDomain'],
  summary: 'answers GET /api/v1/domains/{domain_id} with status active whatever the list says (pending, expired, suspended)',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.status === 'string') body.status = 'active';
    });
  },
};
