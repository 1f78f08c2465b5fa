// reference/faults/email-detail-code-wrong.ts: fault: an invalid e-mail is reported with details.code "invalid_email" (§7: invalid_format).
import type { Fault } from './types.js';

export const emailDetailCodeWrong: Fault = {
  name: 'email-detail-code-wrong',
  violates: ['ERR-DETAIL-INVALID-FORMAT'],
  operations: ['createUser', 'updateUser'],
  summary: 'rejects an invalid e-mail with details {field: "email", code: "invalid_email"} instead of invalid_format',
  apply(parts) {
    const email = parts.rules.email;
    parts.rules.email = (value) => {
      const violation = email(value);
      return violation && violation.code === 'invalid_format' ? { ...violation, code: 'invalid_email' as never } : violation;
    };
  },
};
