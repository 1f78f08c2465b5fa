// adv2-tlds-no-auth: §5 rule 3 "A missing or invalid key yields 401.": listTlds is served without an Authorization header.
import { money } from '../../shapes.js';
import { jsonResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TldsNoAuth: Fault = {
  name: 'adv2-tlds-no-auth',
  violates: ['AUTH-401-MISSING'],
  operations: ['listTlds'],
  summary: 'GET /api/v1/domains/tlds answers 200 with no Authorization header (an invalid key is still 401)',
  apply(parts) {
    onResponse(parts, ['listTlds'], (out, at) => {
      if (out.status !== 401 || at.req.headers.authorization !== undefined) return;
      const { tlds, currency } = parts.config;
      const entries = tlds.map((t) => ({
        tld: t.tld,
        registration_price: money(t.registration_price_cents),
        renewal_price: money(t.renewal_price_cents),
        transfer_price: money(t.transfer_price_cents),
        currency,
        available: t.available,
      }));
      return jsonResponse(out, 200, { tlds: entries });
    });
  },
};
