// adv2-core-get-ttl-string: §2.3 core "ttl | integer" (§4.1 GET "200; DNS record"): getCoreDnsRecord gives ttl as a string.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CoreGetTtlString: Fault = {
  name: 'adv2-core-get-ttl-string',
  violates: ['CORE-DNS-GET'],
  operations: ['getCoreDnsRecord'],
  summary: 'GET /api/v1/dns_records/{id} carries ttl "3600"',
  apply(parts) {
    onResponse(parts, ['getCoreDnsRecord'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (typeof b?.ttl === 'number') b.ttl = String(b.ttl);
    });
  },
};
