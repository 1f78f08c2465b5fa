// adv2-availability-currency-when-unavailable: §2.6 "currency | string or null | Null if unavailable": checkAvailability gives the currency for a taken name.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2AvailabilityCurrencyWhenUnavailable: Fault = {
  name: 'adv2-availability-currency-when-unavailable',
  violates: ['AVAIL-PRICE-NULL'],
  operations: ['checkAvailability'],
  summary: 'an unavailable name carries currency USD (price stays null)',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b && b.available === false && b.currency === null) b.currency = parts.config.currency;
    });
  },
};
