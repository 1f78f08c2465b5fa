// adv2-transfer-started-at-epoch: §2.4 "started_at | string | ISO 8601; on status read": getTransfer gives epoch milliseconds.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferStartedAtEpoch: Fault = {
  name: 'adv2-transfer-started-at-epoch',
  violates: ['TRANSFER-STATUS-SHAPE'],
  operations: ['getTransfer'],
  summary: 'started_at is a number of ms',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (typeof b?.started_at === 'string') b.started_at = Date.parse(b.started_at);
    });
  },
};
