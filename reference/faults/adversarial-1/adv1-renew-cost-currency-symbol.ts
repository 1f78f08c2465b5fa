// adv1-renew-cost-currency-symbol: §2.2 renew response "renewal_cost (string decimal)": renewDomain prefixes a currency symbol.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RenewCostCurrencySymbol: Fault = {
  name: 'adv1-renew-cost-currency-symbol',
  violates: ['DOMAIN-RENEW-SHAPE', 'DOMAIN-DECIMALS'],
  operations: ['renewDomain'],
  summary: 'POST /api/v1/domains/{domain_id}/renew writes renewal_cost as "$14.99", not a decimal amount.',
  apply(parts) {
    onResponse(parts, ['renewDomain'], (out) => {
      if (isSuccess(out.status)) (out.body as any).renewal_cost = `$${(out.body as any).renewal_cost}`;
    });
  },
};
