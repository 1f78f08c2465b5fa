// adv1-core-get-type-lowercase: §4.1 "GET /api/v1/dns_records/{id} | 200; DNS record" (type A, AAAA, ...): the read gives the type lower-cased.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1CoreGetTypeLowercase: Fault = {
  name: 'adv1-core-get-type-lowercase',
  violates: ['CORE-DNS-ROUNDTRIP', 'CORE-DNS-GET'],
  operations: ['getCoreDnsRecord'],
  summary: 'GET /api/v1/dns_records/{id} answers type "a", "mx", ... (the create response says "A", "MX").',
  apply(parts) {
    onResponse(parts, ['getCoreDnsRecord'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body.type === 'string') body.type = body.type.toLowerCase();
    });
  },
};
