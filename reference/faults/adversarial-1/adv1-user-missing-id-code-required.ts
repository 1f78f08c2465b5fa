// adv1-user-missing-id-code-required: §7 "`missing_required_field` (field user_identifier absent, status 400)": createUser says required.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserMissingIdCodeRequired: Fault = {
  name: 'adv1-user-missing-id-code-required',
  violates: ['ERR-DETAIL-MISSING-FIELD'],
  operations: ['createUser'],
  summary: 'POST /api/v1/users without user_identifier answers details.code "required" instead of missing_required_field.',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const details = (out.body as any)?.details;
      if (out.status === 400 && details?.code === 'missing_required_field') details.code = 'required';
    });
  },
};
