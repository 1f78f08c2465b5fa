// adv2-renew-years-ignored: §4.3 "POST | /api/v1/domains/{domain_id}/renew | Body: years (integer, required, 1-10)",
// renewDomain renews one year whatever years.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RenewYearsIgnored: Fault = {
  name: 'adv2-renew-years-ignored',
  violates: ['DOMAIN-RENEW-EXPIRY'],
  operations: ['renewDomain'],
  summary: 'a renewal of 2-10 years extends (and charges) one year',
  apply(parts) {
    onRequest(parts, ['renewDomain'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && Number.isInteger(body.years) && body.years > 1 && body.years <= 10) body.years = 1;
    });
  },
};
