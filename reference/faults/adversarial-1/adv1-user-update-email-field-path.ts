// adv1-user-update-email-field-path: §7 "`invalid_format` (invalid e-mail, status 422), each with `details.field`": updateUser names the field user.email.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserUpdateEmailFieldPath: Fault = {
  name: 'adv1-user-update-email-field-path',
  violates: ['ERR-DETAIL-INVALID-FORMAT'],
  operations: ['updateUser'],
  summary: 'PUT /api/v1/users/{user_identifier} with an invalid e-mail answers details.field "user.email" instead of "email".',
  apply(parts) {
    onResponse(parts, ['updateUser'], (out) => {
      const details = (out.body as any)?.details;
      if (out.status === 422 && details?.field === 'email') details.field = 'user.email';
    });
  },
};
