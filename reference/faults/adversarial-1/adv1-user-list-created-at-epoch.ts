// adv1-user-list-created-at-epoch: §2.1 "The user list entries carry user_identifier, email, created_at, ..." (created_at ISO 8601): list gives epoch ms.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserListCreatedAtEpoch: Fault = {
  name: 'adv1-user-list-created-at-epoch',
  violates: ['USER-LIST-SHAPE'],
  operations: ['listUsers'],
  summary: "GET /api/v1/users writes each entry's created_at as milliseconds since the epoch (a number), not an ISO 8601 string.",
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const user of (out.body as any).users ?? []) user.created_at = Date.parse(user.created_at);
    });
  },
};
