// adv2-missing-user-id-no-details-field: §7 "`missing_required_field` (field user_identifier absent, status 400) ... each with `details.field`.",
// createUser omits details.field.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2MissingUserIdNoDetailsField: Fault = {
  name: 'adv2-missing-user-id-no-details-field',
  violates: ['ERR-DETAIL-MISSING-FIELD'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users without user_identifier: details has no field',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const b = out.body as any;
      if (out.status === 400 && b?.details?.code === 'missing_required_field') delete b.details.field;
    });
  },
};
