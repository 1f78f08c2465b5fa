// adv2-domain-list-purchased-at-number: §2.2 extended list entry "purchased_at | string | ISO 8601": listUserDomains gives Unix seconds.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainListPurchasedAtNumber: Fault = {
  name: 'adv2-domain-list-purchased-at-number',
  violates: ['DOMAIN-LIST-SHAPE'],
  operations: ['listUserDomains'],
  summary: 'list entries carry purchased_at as a number of seconds (the detail is ISO 8601)',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const d of b?.domains ?? []) d.purchased_at = Math.floor(Date.parse(d.purchased_at) / 1000);
    });
  },
};
