// adv2-core-get-content-not-value: §2.3 core shape "value | string | yes | Record value" (§4.1 GET "200; DNS record"): getCoreDnsRecord names it content.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CoreGetContentNotValue: Fault = {
  name: 'adv2-core-get-content-not-value',
  violates: ['CORE-DNS-GET'],
  operations: ['getCoreDnsRecord'],
  summary: 'GET /api/v1/dns_records/{id} carries content instead of value (creation says value)',
  apply(parts) {
    onResponse(parts, ['getCoreDnsRecord'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.value !== undefined) {
        b.content = b.value;
        delete b.value;
      }
    });
  },
};
