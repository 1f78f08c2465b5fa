// adv1-dns-create-422-no-message: §7 Object format "{error: string code, message: string, details?: ...}": createDnsRecord's 422 has no message.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DnsCreate422NoMessage: Fault = {
  name: 'adv1-dns-create-422-no-message',
  violates: ['ERR-FORMAT'],
  operations: ['createDnsRecord'],
  summary: 'POST /api/v1/domains/{domain_id}/dns answers a 422 with error and details but no message.',
  apply(parts) {
    onResponse(parts, ['createDnsRecord'], (out) => {
      const body = out.body as any;
      if (out.status === 422 && typeof body?.error === 'string') delete body.message;
    });
  },
};
