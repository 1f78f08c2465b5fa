// adv2-core-patch-ttl-reset-300: §4.1 "PATCH | /api/v1/dns_records/{id} | Path id; body with any of type, name, value, ttl, ...",
// a PATCH without ttl resets it to 300.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CorePatchTtlReset300: Fault = {
  name: 'adv2-core-patch-ttl-reset-300',
  violates: ['CORE-DNS-PATCH-PARTIAL'],
  operations: ['updateCoreDnsRecord'],
  summary: 'PATCH /api/v1/dns_records/{id} without ttl stores ttl 300',
  apply(parts) {
    onRequest(parts, ['updateCoreDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.ttl === undefined) body.ttl = 300;
    });
  },
};
