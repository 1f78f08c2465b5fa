// adv1-domain-list-status-capitalized: §3 Domain status "active, pending, expired, suspended": listUserDomains capitalizes it.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DomainListStatusCapitalized: Fault = {
  name: 'adv1-domain-list-status-capitalized',
  violates: ['DOMAIN-STATUS-ENUM', 'DOMAIN-LIST-DETAIL-AGREE'],
  operations: ['listUserDomains'],
  summary: 'GET /api/v1/users/{user_identifier}/domains writes status as "Active", "Pending", ... (a display label); the detail keeps the enum.',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const domain of (out.body as any).domains ?? []) domain.status = domain.status.charAt(0).toUpperCase() + domain.status.slice(1);
    });
  },
};
