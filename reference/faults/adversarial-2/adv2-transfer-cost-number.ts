// adv2-transfer-cost-number: §2.4 "cost | string | Decimal amount; on initiation": initiateTransfer gives a number.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferCostNumber: Fault = {
  name: 'adv2-transfer-cost-number',
  violates: ['TRANSFER-INITIATE-SHAPE'],
  operations: ['initiateTransfer'],
  summary: 'cost is a JSON number',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.cost !== undefined) b.cost = Number(b.cost);
    });
  },
};
