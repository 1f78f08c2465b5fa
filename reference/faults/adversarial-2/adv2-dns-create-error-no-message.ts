// adv2-dns-create-error-no-message: §7 "Object | `{error: string code, message: string, details?: ...}`": createDnsRecord errors carry no message.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DnsCreateErrorNoMessage: Fault = {
  name: 'adv2-dns-create-error-no-message',
  violates: ['ERR-FORMAT'],
  operations: ['createDnsRecord'],
  summary: 'POST .../dns error bodies lack message',
  apply(parts) {
    onResponse(parts, ['createDnsRecord'], (out) => {
      const b = out.body as any;
      if (out.status >= 400 && typeof b?.error === 'string') delete b.message;
    });
  },
};
