// adv1-transfer-conflict-code-wrong: §7 "409 | conflict | ... domain exists or transfer in progress": initiateTransfer's 409 says transfer_in_progress.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferConflictCodeWrong: Fault = {
  name: 'adv1-transfer-conflict-code-wrong',
  violates: ['ERR-CODE-MATCHES-STATUS'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer answers its 409 with error "transfer_in_progress" instead of the §7 code conflict.',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const body = out.body as any;
      if (out.status === 409 && typeof body?.error === 'string') body.error = 'transfer_in_progress';
    });
  },
};
