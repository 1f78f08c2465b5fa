// adv2-availability-premium-string: §2.6 "premium | boolean | Premium domain flag": checkAvailability gives "false".
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2AvailabilityPremiumString: Fault = {
  name: 'adv2-availability-premium-string',
  violates: ['AVAIL-SHAPE'],
  operations: ['checkAvailability'],
  summary: 'premium is a string',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b && typeof b.premium === 'boolean') b.premium = String(b.premium);
    });
  },
};
