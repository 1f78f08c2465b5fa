// adv1-renew-from-purchase-date: §4.3 "POST /api/v1/domains/{domain_id}/renew | Body: years": the new expiry counts from purchased_at.
import { addCalendarYears, iso } from '../../clock.js';
import { isSuccess, objectBodyOf, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RenewFromPurchaseDate: Fault = {
  name: 'adv1-renew-from-purchase-date',
  violates: ['DOMAIN-RENEW-EXPIRY'],
  operations: ['renewDomain'],
  summary: 'POST /api/v1/domains/{domain_id}/renew sets expires_at to purchased_at plus the years, not the current expiry plus the years.',
  apply(parts) {
    onResponse(parts, ['renewDomain'], (out, { req, params }) => {
      const domain = parts.store.getDomain(params.domain_id);
      const years = objectBodyOf(req)?.years;
      if (!isSuccess(out.status) || !domain || typeof years !== 'number') return;
      const expiresAt = addCalendarYears(domain.purchased_at, years);
      parts.store.updateDomain(domain.id, { expires_at: expiresAt });
      (out.body as any).expires_at = iso(expiresAt);
    });
  },
};
