// adv1-transfer-initiate-status-uppercase: §3 "A newly initiated transfer is returned with status `pending`.": initiateTransfer says PENDING.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferInitiateStatusUppercase: Fault = {
  name: 'adv1-transfer-initiate-status-uppercase',
  violates: ['TRANSFER-INITIATE-PENDING', 'TRANSFER-STATUS-ENUM'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer answers status "PENDING" (an enum name), not "pending"; the status read says "pending".',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body.status === 'string') body.status = body.status.toUpperCase();
    });
  },
};
