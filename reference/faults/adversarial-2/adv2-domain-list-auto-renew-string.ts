// adv2-domain-list-auto-renew-string: §2.2 extended list entry "auto_renew | boolean | Auto-renewal enabled": listUserDomains gives "true"/"false".
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainListAutoRenewString: Fault = {
  name: 'adv2-domain-list-auto-renew-string',
  violates: ['DOMAIN-LIST-SHAPE'],
  operations: ['listUserDomains'],
  summary: 'list entries carry auto_renew as a string',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const d of b?.domains ?? []) d.auto_renew = String(d.auto_renew);
    });
  },
};
