// adv2-user-detail-total-spent-null-when-zero: §2.1 "total_spent | string (decimal amount)": getUser gives null for a user who spent nothing.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UserDetailTotalSpentNullWhenZero: Fault = {
  name: 'adv2-user-detail-total-spent-null-when-zero',
  violates: ['USER-DETAIL-SHAPE'],
  operations: ['getUser'],
  summary: 'GET /api/v1/users/{id} total_spent is null instead of "0.00"',
  apply(parts) {
    onResponse(parts, ['getUser'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b && Number(b.total_spent) === 0) b.total_spent = null;
    });
  },
};
