// reference/faults/domain-detail-no-nameservers.ts: fault: the extended domain detail has no nameservers (§2.2: detail adds nameservers).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainDetailNoNameservers: Fault = {
  name: 'domain-detail-no-nameservers',
  violates: ['DOMAIN-DETAIL-SHAPE'],
  operations: ['getDomain'],
  summary: 'leaves nameservers out of GET /api/v1/domains/{domain_id}',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.nameservers;
    });
  },
};
