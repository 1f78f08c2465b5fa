// reference/faults/transfer-no-estimated-completion.ts: fault: the transfer initiation response has no estimated_completion (§2.4, §4.3).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferNoEstimatedCompletion: Fault = {
  name: 'transfer-no-estimated-completion',
  violates: ['TRANSFER-INITIATE-SHAPE'],
  operations: ['initiateTransfer'],
  summary: 'answers POST /api/v1/domains/transfer without estimated_completion',
  apply(parts) {
    onResponse(parts, ['initiateTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.estimated_completion;
    });
  },
};
