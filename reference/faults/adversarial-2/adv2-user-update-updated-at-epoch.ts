// adv2-user-update-updated-at-epoch: §2.1 "The update response carries user_identifier, email and updated_at (ISO 8601).": updateUser gives Unix seconds.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UserUpdateUpdatedAtEpoch: Fault = {
  name: 'adv2-user-update-updated-at-epoch',
  violates: ['USER-UPDATE-SHAPE'],
  operations: ['updateUser'],
  summary: 'PUT /api/v1/users/{id} answers updated_at as a number of seconds',
  apply(parts) {
    onResponse(parts, ['updateUser'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.updated_at) b.updated_at = Math.floor(Date.parse(b.updated_at) / 1000);
    });
  },
};
