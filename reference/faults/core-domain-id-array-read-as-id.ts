// reference/faults/core-domain-id-array-read-as-id.ts: fault: a core record whose domain_id is an array is created on the domain the array
// holds, as a lax JavaScript reading (String(['dom_x']) is 'dom_x') would (§2.3 core: domain_id string; an array has no string reading).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const coreDomainIdArrayReadAsId: Fault = {
  name: 'core-domain-id-array-read-as-id',
  violates: ['CORE-DNS-REQUIRED'],
  operations: ['createCoreDnsRecord'],
  summary: 'reads a domain_id sent as an array as the text of its items, and creates the record on the domain that names',
  apply(parts) {
    onRequest(parts, ['createCoreDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && Array.isArray(body.domain_id)) body.domain_id = String(body.domain_id);
    });
  },
};
