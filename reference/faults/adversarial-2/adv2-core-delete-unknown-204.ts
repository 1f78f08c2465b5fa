// adv2-core-delete-unknown-204: §7 "404 | not_found | User, domain or record does not exist": deleteCoreDnsRecord answers 204 for an unknown id.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CoreDeleteUnknown204: Fault = {
  name: 'adv2-core-delete-unknown-204',
  violates: ['CORE-DNS-NOT-FOUND'],
  operations: ['deleteCoreDnsRecord'],
  summary: 'DELETE /api/v1/dns_records/{unknown} is a 204',
  apply(parts) {
    onResponse(parts, ['deleteCoreDnsRecord'], (out) => {
      if (out.status !== 404) return;
      const { 'content-type': _dropped, ...headers } = out.headers;
      return { status: 204, body: undefined, headers };
    });
  },
};
