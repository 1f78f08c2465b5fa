// adv2-transfer-404-code-wrong: §7 "404 | not_found | User, domain or record does not exist": getTransfer's 404 says transfer_not_found.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2Transfer404CodeWrong: Fault = {
  name: 'adv2-transfer-404-code-wrong',
  violates: ['ERR-CODE-MATCHES-STATUS'],
  operations: ['getTransfer'],
  summary: 'an unknown transfer answers 404 with error transfer_not_found',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const b = out.body as any;
      if (out.status === 404 && b?.error === 'not_found') b.error = 'transfer_not_found';
    });
  },
};
