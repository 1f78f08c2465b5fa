// reference/faults/domain-settings-not-persisted.ts: fault: PUT /api/v1/domains/{id} answers the new settings but keeps the old ones (§4.3).
import type { Fault } from './types.js';

export const domainSettingsNotPersisted: Fault = {
  name: 'domain-settings-not-persisted',
  violates: ['DOMAIN-UPDATE-PERSISTS'],
  operations: ['updateDomain'],
  summary: 'answers a settings update with the new auto_renew and whois_privacy, but the domain keeps the old values',
  apply(parts) {
    const store = parts.store;
    const updateDomain = store.updateDomain.bind(store);
    store.updateDomain = (id, patch) => {
      const { auto_renew, whois_privacy, ...rest } = patch;
      const row = updateDomain(id, rest);
      return row && { ...row, ...(auto_renew !== undefined ? { auto_renew } : {}), ...(whois_privacy !== undefined ? { whois_privacy } : {}) };
    };
  },
};
