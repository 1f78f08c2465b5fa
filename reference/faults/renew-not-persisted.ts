// reference/faults/renew-not-persisted.ts: fault: a renewal answers the new expires_at but the domain keeps the old one (§4.3).
import type { Fault } from './types.js';

export const renewNotPersisted: Fault = {
  name: 'renew-not-persisted',
  violates: ['DOMAIN-RENEW-EXPIRY'],
  operations: ['renewDomain'],
  summary: 'answers a renewal with the extended expires_at, but GET /api/v1/domains/{domain_id} shows the old expiry',
  apply(parts) {
    const store = parts.store;
    const updateDomain = store.updateDomain.bind(store);
    store.updateDomain = (id, patch) => {
      if (patch.expires_at === undefined) return updateDomain(id, patch);
      const { expires_at, ...rest } = patch;
      const row = updateDomain(id, rest);
      return row && { ...row, expires_at };
    };
  },
};
