// adv2-transfer-429-code-wrong: §7 "429 | rate_limit_exceeded | Too many requests": initiateTransfer's 429 says too_many_requests.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2Transfer429CodeWrong: Fault = {
  name: 'adv2-transfer-429-code-wrong',
  violates: ['ERR-CODE-MATCHES-STATUS'],
  operations: ['initiateTransfer'],
  summary: 'past the transfers limit, 429 with error too_many_requests',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const b = out.body as any;
      if (out.status === 429 && b?.error === 'rate_limit_exceeded') b.error = 'too_many_requests';
    });
  },
};
