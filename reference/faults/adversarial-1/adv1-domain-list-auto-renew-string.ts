// adv1-domain-list-auto-renew-string: §2.2 Extended list entry "auto_renew | boolean": listUserDomains writes it as a string.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DomainListAutoRenewString: Fault = {
  name: 'adv1-domain-list-auto-renew-string',
  violates: ['DOMAIN-LIST-SHAPE'],
  operations: ['listUserDomains'],
  summary: 'GET /api/v1/users/{user_identifier}/domains writes each entry\'s auto_renew as "true"/"false"; the detail keeps the boolean.',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const domain of (out.body as any).domains ?? []) domain.auto_renew = String(domain.auto_renew);
    });
  },
};
