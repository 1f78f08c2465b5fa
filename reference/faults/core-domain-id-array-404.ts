// reference/faults/core-domain-id-array-404.ts: fault: a core record whose domain_id is not a string answers 404 (§2.3 core: domain_id string; an invalid value
// is 400/422).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const coreDomainIdArray404: Fault = {
  name: 'core-domain-id-array-404',
  violates: ['CORE-DNS-REQUIRED'],
  operations: ['createCoreDnsRecord'],
  summary: 'looks a domain_id that is not a string up as it is, finds no domain, and answers 404 not_found instead of rejecting the body',
  apply(parts) {
    // As the mutant of routes/dns-core.ts `typeof body.domain_id !== 'string'` -> false: no domain has the JSON text of an array as its id.
    onRequest(parts, ['createCoreDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && Array.isArray(body.domain_id)) body.domain_id = JSON.stringify(body.domain_id);
    });
  },
};
