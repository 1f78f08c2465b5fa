// adv1-get-domain-201: §4.1 "GET | /api/v1/domains/{domain_id} | Path domain_id (string, required) | 200; {id, name}": answered 201.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1GetDomain201: Fault = {
  name: 'adv1-get-domain-201',
  violates: ['HTTP-SUCCESS-STATUS'],
  operations: ['getDomain'],
  summary: 'GET /api/v1/domains/{domain_id} answers 201 instead of the 200 the core table states.',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      if (out.status === 200) out.status = 201;
    });
  },
};
