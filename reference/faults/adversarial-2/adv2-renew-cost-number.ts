// adv2-renew-cost-number: §2.2 "The renew response carries id, name, expires_at, renewal_cost (string decimal), ...": renewDomain gives a number.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RenewCostNumber: Fault = {
  name: 'adv2-renew-cost-number',
  violates: ['DOMAIN-RENEW-SHAPE'],
  operations: ['renewDomain'],
  summary: 'renewal_cost is a JSON number',
  apply(parts) {
    onResponse(parts, ['renewDomain'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.renewal_cost !== undefined) b.renewal_cost = Number(b.renewal_cost);
    });
  },
};
