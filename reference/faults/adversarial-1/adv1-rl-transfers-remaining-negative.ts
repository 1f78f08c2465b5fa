// adv1-rl-transfers-remaining-negative: §8 "X-RateLimit-Remaining | Requests left in the current window": initiateTransfer goes below 0 once refused.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RlTransfersRemainingNegative: Fault = {
  name: 'adv1-rl-transfers-remaining-negative',
  violates: ['RL-REMAINING'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer past its limit reports X-RateLimit-Remaining -1, -2, ... instead of 0.',
  apply(parts) {
    let over = 0;
    onResponse(parts, ['initiateTransfer'], (out) => {
      if (out.status !== 429) {
        over = 0;
        return;
      }
      over += 1;
      out.headers['x-ratelimit-remaining'] = String(-over);
    });
  },
};
