// adv1-avail-no-premium: §2.6 Availability result "premium | boolean | Premium domain flag": checkAvailability leaves it out.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1AvailNoPremium: Fault = {
  name: 'adv1-avail-no-premium',
  violates: ['AVAIL-SHAPE'],
  operations: ['checkAvailability'],
  summary: 'GET /api/v1/domains/availability/{domain_name} answers without premium.',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      if (isSuccess(out.status)) delete (out.body as any).premium;
    });
  },
};
