// reference/faults/unavailable-price-not-null.ts: fault: an unavailable name still carries a price and currency (§2.6: null if unavailable).
import { money } from '../shapes.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const unavailablePriceNotNull: Fault = {
  name: 'unavailable-price-not-null',
  violates: ['AVAIL-PRICE-NULL'],
  operations: ['checkAvailability'],
  summary: 'returns the TLD registration price and currency for names that are not available',
  apply(parts) {
    const { config } = parts;
    onResponse(parts, ['checkAvailability'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || body?.available !== false) return;
      const tld = config.tlds.find((t) => String(body.domain_name).toLowerCase().endsWith(`.${t.tld}`));
      if (!tld) return;
      body.price = money(tld.registration_price_cents);
      body.currency = config.currency;
    });
  },
};
