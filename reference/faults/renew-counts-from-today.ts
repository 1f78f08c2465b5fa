// reference/faults/renew-counts-from-today.ts: fault: a renewal counts the years from today instead of from the current expiry (§4.3: the registration is
// extended).
import { addCalendarYears } from '../clock.js';
import type { Fault } from './types.js';

export const renewCountsFromToday: Fault = {
  name: 'renew-counts-from-today',
  violates: ['DOMAIN-RENEW-EXPIRY'],
  operations: ['renewDomain'],
  summary: 'sets expires_at to today + years, losing the time left on the registration',
  apply(parts) {
    const store = parts.store;
    const updateDomain = store.updateDomain.bind(store);
    store.updateDomain = (id, patch) => {
      const row = store.getDomain(id);
      if (patch.expires_at === undefined || !row) return updateDomain(id, patch);
      const years = new Date(patch.expires_at).getUTCFullYear() - new Date(row.expires_at).getUTCFullYear();
      return updateDomain(id, { ...patch, expires_at: addCalendarYears(parts.clock.now(), years) });
    };
  },
};
