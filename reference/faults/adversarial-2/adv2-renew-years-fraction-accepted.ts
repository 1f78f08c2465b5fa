// adv2-renew-years-fraction-accepted: §4.3 "Body: years (integer, required, 1-10)": renewDomain accepts 1.5 and renews one year.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RenewYearsFractionAccepted: Fault = {
  name: 'adv2-renew-years-fraction-accepted',
  violates: ['DOMAIN-RENEW-YEARS'],
  operations: ['renewDomain'],
  summary: 'a fractional years (1.5) is floored instead of refused',
  apply(parts) {
    onRequest(parts, ['renewDomain'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && typeof body.years === 'number' && !Number.isInteger(body.years) && body.years > 1 && body.years < 10) body.years = Math.floor(body.years);
    });
  },
};
