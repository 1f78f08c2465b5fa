// reference/faults/record-found-under-any-domain.ts: fault: PUT and DELETE find a record by its id alone, whatever domain the path names (§4.4).
import { onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const recordFoundUnderAnyDomain: Fault = {
  name: 'record-found-under-any-domain',
  violates: ['DNS-RECORD-NOT-FOUND'],
  operations: ['updateDnsRecord', 'deleteDnsRecord'],
  summary: 'changes or deletes a record named under another domain of the key, as if the path named its own domain',
  apply(parts) {
    onRequest(parts, ['updateDnsRecord', 'deleteDnsRecord'], ({ req, params }) => {
      const record = parts.store.getRecord(params.record_id);
      const domain = record && parts.store.getDomain(record.domainId);
      const other = params.domain_id && parts.store.getDomain(params.domain_id);
      // Only among the domains of one key: a foreign domain's 403 stays what it was.
      if (!record || !domain || !other || other.apiKey !== domain.apiKey) return;
      req.url = req.url.replace(`/domains/${encodeURIComponent(params.domain_id)}/`, `/domains/${encodeURIComponent(record.domainId)}/`);
    });
  },
};
