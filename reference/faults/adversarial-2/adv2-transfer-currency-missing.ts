// adv2-transfer-currency-missing: §4.3 transfer response "transfer_id, domain_name, status, estimated_completion, cost, currency": no currency.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferCurrencyMissing: Fault = {
  name: 'adv2-transfer-currency-missing',
  violates: ['TRANSFER-INITIATE-SHAPE'],
  operations: ['initiateTransfer'],
  summary: 'the initiation response has no currency',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      delete b?.currency;
    });
  },
};
