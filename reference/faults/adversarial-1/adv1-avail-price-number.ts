// adv1-avail-price-number: §2.6 "price | string or null | Null if unavailable": checkAvailability writes an available price as a number.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1AvailPriceNumber: Fault = {
  name: 'adv1-avail-price-number',
  violates: ['AVAIL-SHAPE'],
  operations: ['checkAvailability'],
  summary: 'GET /api/v1/domains/availability/{domain_name} answers price as a JSON number (12.99) when the name is available.',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body.price === 'string') body.price = Number(body.price);
    });
  },
};
