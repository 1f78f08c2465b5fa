// reference/faults/renew-years-minus-one.ts: fault: a renewal extends the registration by years - 1 (§4.3: by that many years).
import { addCalendarYears } from '../clock.js';
import type { Fault } from './types.js';

export const renewYearsMinusOne: Fault = {
  name: 'renew-years-minus-one',
  violates: ['DOMAIN-RENEW-EXPIRY'],
  operations: ['renewDomain'],
  summary: 'moves expires_at by one year less than the years renewed (a renewal of 1 year changes nothing)',
  apply(parts) {
    const store = parts.store;
    const updateDomain = store.updateDomain.bind(store);
    store.updateDomain = (id, patch) =>
      updateDomain(id, patch.expires_at === undefined ? patch : { ...patch, expires_at: addCalendarYears(patch.expires_at, -1) });
  },
};
