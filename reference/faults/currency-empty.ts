// reference/faults/currency-empty.ts: fault: the transfer initiation gives its cost in no currency (currency ""), as an unset account
// currency would (§2.4 cost and currency).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const currencyEmpty: Fault = {
  name: 'currency-empty',
  violates: ['TRANSFER-INITIATE-SHAPE'],
  operations: ['initiateTransfer'],
  summary: 'answers a transfer initiation with currency "" beside its cost',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body && typeof body === 'object') body.currency = '';
    });
  },
};
