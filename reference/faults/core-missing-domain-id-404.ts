// reference/faults/core-missing-domain-id-404.ts: fault: a core record without domain_id answers 404 (§4.1: domain_id required; a missing field is 400/422).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const coreMissingDomainId404: Fault = {
  name: 'core-missing-domain-id-404',
  violates: ['CORE-DNS-REQUIRED'],
  operations: ['createCoreDnsRecord'],
  summary: 'looks a missing domain_id up as the empty id and answers 404 not_found instead of rejecting the body',
  apply(parts) {
    onRequest(parts, ['createCoreDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.domain_id === undefined) body.domain_id = '';
    });
  },
};
