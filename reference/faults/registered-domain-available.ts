// reference/faults/registered-domain-available.ts: fault: a registered domain is reported as available (§2.6: available means registrable).
import { money } from '../shapes.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const registeredDomainAvailable: Fault = {
  name: 'registered-domain-available',
  violates: ['AVAIL-REGISTERED-UNAVAILABLE'],
  operations: ['checkAvailability'],
  summary: 'answers availability from the TLD catalogue alone, so an already registered name is available with a price',
  apply(parts) {
    const { config } = parts;
    onResponse(parts, ['checkAvailability'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || body?.available !== false) return;
      const tld = config.tlds.find((t) => t.available && String(body.domain_name).toLowerCase().endsWith(`.${t.tld}`));
      if (!tld) return;
      Object.assign(body, { available: true, price: money(tld.registration_price_cents), currency: config.currency });
    });
  },
};
