// adv1-core-create-state-field: §3 "DNS records have no state field.": createCoreDnsRecord answers state "active".
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1CoreCreateStateField: Fault = {
  name: 'adv1-core-create-state-field',
  violates: ['DNS-NO-STATE'],
  operations: ['createCoreDnsRecord'],
  summary: 'POST /api/v1/dns_records adds state: "active" to the record it answers.',
  apply(parts) {
    onResponse(parts, ['createCoreDnsRecord'], (out) => {
      if (isSuccess(out.status)) (out.body as any).state = 'active';
    });
  },
};
