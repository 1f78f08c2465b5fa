// adv2-transfer-estimated-completion-epoch: §2.4 "estimated_completion | string | ISO 8601; on initiation": initiateTransfer gives Unix seconds.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferEstimatedCompletionEpoch: Fault = {
  name: 'adv2-transfer-estimated-completion-epoch',
  violates: ['TRANSFER-INITIATE-SHAPE'],
  operations: ['initiateTransfer'],
  summary: 'estimated_completion is a number of seconds',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.estimated_completion) b.estimated_completion = Math.floor(Date.parse(b.estimated_completion) / 1000);
    });
  },
};
