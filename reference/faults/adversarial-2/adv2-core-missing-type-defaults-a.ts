// adv2-core-missing-type-defaults-a: §4.1 "Body: domain_id, type, name, value (required)": createCoreDnsRecord takes a missing type as A.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CoreMissingTypeDefaultsA: Fault = {
  name: 'adv2-core-missing-type-defaults-a',
  violates: ['CORE-DNS-REQUIRED'],
  operations: ['createCoreDnsRecord'],
  summary: 'POST /api/v1/dns_records without type creates an A record',
  apply(parts) {
    onRequest(parts, ['createCoreDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.type === undefined) body.type = 'A';
    });
  },
};
