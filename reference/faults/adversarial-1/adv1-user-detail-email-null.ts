// adv1-user-detail-email-null: §2.1 User detail fields "email | string": getUser shows a stored e-mail as null.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserDetailEmailNull: Fault = {
  name: 'adv1-user-detail-email-null',
  violates: ['USER-DETAIL-SHAPE', 'USER-UPDATE-PERSISTS'],
  operations: ['getUser'],
  summary: 'GET /api/v1/users/{user_identifier} answers email null even when the user has one (the list and the update show it).',
  apply(parts) {
    onResponse(parts, ['getUser'], (out) => {
      if (isSuccess(out.status)) (out.body as any).email = null;
    });
  },
};
