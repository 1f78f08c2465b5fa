// §7 "`invalid_format` (invalid e-mail, status 422), each with `details.field`": createUser names the field as a JSON pointer, "/email",
// where §7 names it email. Caught by the stated-detail-field rule of expectError (STATED_DETAIL_FIELDS), on every operation validating e-mail.
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userCreateEmailFieldPointer: Fault = {
  name: 'user-create-email-field-pointer',
  violates: ['ERR-DETAIL-INVALID-FORMAT'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users with an invalid e-mail answers details.field "/email" instead of "email".',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const details = (out.body as { details?: { field?: unknown } } | undefined)?.details;
      if (out.status === 422 && details?.field === 'email') details.field = '/email';
    });
  },
};
