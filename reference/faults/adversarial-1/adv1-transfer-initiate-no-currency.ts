// adv1-transfer-initiate-no-currency: §4.3 transfer "transfer_id, domain_name, status, estimated_completion, cost, currency": no currency.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferInitiateNoCurrency: Fault = {
  name: 'adv1-transfer-initiate-no-currency',
  violates: ['TRANSFER-INITIATE-SHAPE'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer answers without currency.',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      if (isSuccess(out.status)) delete (out.body as any).currency;
    });
  },
};
