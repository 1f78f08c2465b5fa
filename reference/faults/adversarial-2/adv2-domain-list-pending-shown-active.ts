// adv2-domain-list-pending-shown-active: §2.2 list entry "status | string | One of active, pending, expired, suspended",
// listUserDomains shows a pending domain as active.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainListPendingShownActive: Fault = {
  name: 'adv2-domain-list-pending-shown-active',
  violates: ['DOMAIN-LIST-DETAIL-AGREE'],
  operations: ['listUserDomains'],
  summary: 'a pending domain is listed active (its detail says pending)',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const d of b?.domains ?? []) if (d.status === 'pending') d.status = 'active';
    });
  },
};
