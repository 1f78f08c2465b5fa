// reference/faults/user-detail-total-spent-number.ts: fault: the user detail's total_spent is a JSON number (§2.1: string, decimal amount).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userDetailTotalSpentNumber: Fault = {
  name: 'user-detail-total-spent-number',
  violates: ['USER-DETAIL-SHAPE', 'DOMAIN-DECIMALS'],
  operations: ['getUser'],
  summary: 'answers GET /api/v1/users/{user_identifier} with total_spent as a number (12.99) instead of a decimal string',
  apply(parts) {
    onResponse(parts, ['getUser'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.total_spent === 'string') body.total_spent = Number(body.total_spent);
    });
  },
};
