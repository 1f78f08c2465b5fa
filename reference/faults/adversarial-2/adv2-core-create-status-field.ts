// adv2-core-create-status-field: §3 "DNS records have no state field.": createCoreDnsRecord adds status active.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CoreCreateStatusField: Fault = {
  name: 'adv2-core-create-status-field',
  violates: ['DNS-NO-STATE'],
  operations: ['createCoreDnsRecord'],
  summary: 'POST /api/v1/dns_records answers a record with status "active"',
  apply(parts) {
    onResponse(parts, ['createCoreDnsRecord'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b) b.status = 'active';
    });
  },
};
