// adv1-avail-currency-when-unavailable: §2.6 "currency | string or null | Null if unavailable": checkAvailability keeps USD.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1AvailCurrencyWhenUnavailable: Fault = {
  name: 'adv1-avail-currency-when-unavailable',
  violates: ['AVAIL-PRICE-NULL'],
  operations: ['checkAvailability'],
  summary: 'GET /api/v1/domains/availability/{domain_name} answers currency "USD" for a name that is not available (price is null).',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body.available === false) body.currency = parts.config.currency;
    });
  },
};
