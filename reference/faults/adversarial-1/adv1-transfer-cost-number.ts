// adv1-transfer-cost-number: §2.4 Transfer "cost | string | Decimal amount; on initiation": initiateTransfer writes a number.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferCostNumber: Fault = {
  name: 'adv1-transfer-cost-number',
  violates: ['TRANSFER-INITIATE-SHAPE', 'DOMAIN-DECIMALS'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer answers cost as a JSON number (11.99), not a decimal string.',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      if (isSuccess(out.status)) (out.body as any).cost = Number((out.body as any).cost);
    });
  },
};
