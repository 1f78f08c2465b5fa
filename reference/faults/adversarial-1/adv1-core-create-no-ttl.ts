// adv1-core-create-no-ttl: §4.1 "POST /api/v1/dns_records ... 201; DNS record" (id, type, name, value, ttl): create leaves ttl out.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1CoreCreateNoTtl: Fault = {
  name: 'adv1-core-create-no-ttl',
  violates: ['CORE-DNS-CREATE'],
  operations: ['createCoreDnsRecord'],
  summary: 'POST /api/v1/dns_records answers the record without ttl (the read shows it).',
  apply(parts) {
    onResponse(parts, ['createCoreDnsRecord'], (out) => {
      if (isSuccess(out.status)) delete (out.body as any).ttl;
    });
  },
};
