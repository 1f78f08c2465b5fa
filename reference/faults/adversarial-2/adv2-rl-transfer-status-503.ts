// adv2-rl-transfer-status-503: §8 "When a limit is exceeded the response is 429.": getTransfer past its limit answers 503.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2RlTransferStatus503: Fault = {
  name: 'adv2-rl-transfer-status-503',
  violates: ['RL-429'],
  operations: ['getTransfer'],
  summary: 'past the transfers group limit, GET /api/v1/domains/transfers/{id} is a 503',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out, at) => {
      if (out.status !== 429) return;
      const reply = errorResponse(parts, at.req, out, new ApiError(503, 'service busy, retry later'));
      return reply;
    });
  },
};
