// adv1-core-patch-resets-ttl: §2.3 "On update every body field except domain_id is optional.": a PATCH without ttl resets it to 3600.
import { isSuccess, objectBodyOf, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1CorePatchResetsTtl: Fault = {
  name: 'adv1-core-patch-resets-ttl',
  violates: ['CORE-DNS-PATCH-PARTIAL', 'CORE-DNS-PATCH-PERSISTS'],
  operations: ['updateCoreDnsRecord'],
  summary: "PATCH /api/v1/dns_records/{id} sent without ttl stores and answers the default 3600 instead of keeping the record's ttl.",
  apply(parts) {
    onResponse(parts, ['updateCoreDnsRecord'], (out, { req, params }) => {
      if (!isSuccess(out.status) || objectBodyOf(req)?.ttl !== undefined) return;
      const ttl = parts.config.constants.dnsTtlDefaultCore;
      parts.store.updateRecord(params.id, { ttl });
      (out.body as any).ttl = ttl;
    });
  },
};
