// adv2-update-email-detail-code-wrong: §7 "Observed detail codes: ... `invalid_format` (invalid e-mail, status 422)": updateUser says invalid_email.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UpdateEmailDetailCodeWrong: Fault = {
  name: 'adv2-update-email-detail-code-wrong',
  violates: ['ERR-DETAIL-INVALID-FORMAT'],
  operations: ['updateUser'],
  summary: 'an invalid e-mail on PUT answers details.code invalid_email (creation says invalid_format)',
  apply(parts) {
    onResponse(parts, ['updateUser'], (out) => {
      const b = out.body as any;
      if (out.status === 422 && b?.details?.field === 'email') b.details.code = 'invalid_email';
    });
  },
};
