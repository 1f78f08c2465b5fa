// adv2-domain-detail-renewal-price-number: §2.2 "pricing | object | registration_price (string decimal), renewal_price (string decimal)",
// getDomain renewal_price a number.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainDetailRenewalPriceNumber: Fault = {
  name: 'adv2-domain-detail-renewal-price-number',
  violates: ['DOMAIN-DECIMALS'],
  operations: ['getDomain'],
  summary: 'GET /api/v1/domains/{id} pricing.renewal_price is a JSON number',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.pricing) b.pricing.renewal_price = Number(b.pricing.renewal_price);
    });
  },
};
