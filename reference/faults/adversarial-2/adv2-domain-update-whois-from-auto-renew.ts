// adv2-domain-update-whois-from-auto-renew: §4.3 "Body: auto_renew (boolean, optional), whois_privacy (boolean, optional)",
// updateDomain stores auto_renew as whois_privacy.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainUpdateWhoisFromAutoRenew: Fault = {
  name: 'adv2-domain-update-whois-from-auto-renew',
  violates: ['DOMAIN-UPDATE-PERSISTS'],
  operations: ['updateDomain'],
  summary: 'with both fields sent, whois_privacy takes the value of auto_renew',
  apply(parts) {
    onRequest(parts, ['updateDomain'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && typeof body.auto_renew === 'boolean' && body.whois_privacy !== undefined) body.whois_privacy = body.auto_renew;
    });
  },
};
