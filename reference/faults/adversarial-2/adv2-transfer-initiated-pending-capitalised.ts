// adv2-transfer-initiated-pending-capitalised: §3 "A newly initiated transfer is returned with status `pending`.": initiateTransfer says Pending.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferInitiatedPendingCapitalised: Fault = {
  name: 'adv2-transfer-initiated-pending-capitalised',
  violates: ['TRANSFER-INITIATE-PENDING'],
  operations: ['initiateTransfer'],
  summary: 'the initiation response says status "Pending"',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.status === 'pending') b.status = 'Pending';
    });
  },
};
