// adv2-domain-detail-status-capitalised: §3 "Domain (extended) | status | active, pending, expired, suspended": getDomain capitalises it.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainDetailStatusCapitalised: Fault = {
  name: 'adv2-domain-detail-status-capitalised',
  violates: ['DOMAIN-STATUS-ENUM'],
  operations: ['getDomain'],
  summary: 'the detail\'s status is "Active", "Pending", ... (the list is right)',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (typeof b?.status === 'string') b.status = b.status.charAt(0).toUpperCase() + b.status.slice(1);
    });
  },
};
