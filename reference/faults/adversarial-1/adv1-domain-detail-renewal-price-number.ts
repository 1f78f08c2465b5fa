// adv1-domain-detail-renewal-price-number: §2.2 pricing "renewal_price (string decimal)": getDomain writes it as a JSON number.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DomainDetailRenewalPriceNumber: Fault = {
  name: 'adv1-domain-detail-renewal-price-number',
  violates: ['DOMAIN-DECIMALS', 'DOMAIN-DETAIL-SHAPE'],
  operations: ['getDomain'],
  summary: 'GET /api/v1/domains/{domain_id} gives pricing.renewal_price as a number (14.99), not a decimal string.',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      const pricing = (out.body as any)?.pricing;
      if (isSuccess(out.status) && pricing) pricing.renewal_price = Number(pricing.renewal_price);
    });
  },
};
