// adv1-transfer-estimate-epoch-seconds: §2.4 "estimated_completion | string | ISO 8601; on initiation": initiateTransfer writes Unix seconds.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferEstimateEpochSeconds: Fault = {
  name: 'adv1-transfer-estimate-epoch-seconds',
  violates: ['TRANSFER-INITIATE-SHAPE'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer answers estimated_completion as a Unix time in seconds (a number).',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status)) body.estimated_completion = Math.floor(Date.parse(body.estimated_completion) / 1000);
    });
  },
};
