// reference/faults/user-id-missing-422.ts: fault: a POST without user_identifier answers 422 (§7: missing_required_field, status 400).
import type { Fault } from './types.js';

export const userIdMissing422: Fault = {
  name: 'user-id-missing-422',
  violates: ['USER-ID-REQUIRED', 'ERR-DETAIL-MISSING-FIELD'],
  operations: ['createUser', 'initiateTransfer'],
  summary: 'answers a missing user_identifier with 422 unprocessable_entity instead of 400 validation_error',
  apply(parts) {
    const userIdentifier = parts.rules.userIdentifier;
    parts.rules.userIdentifier = (value) => {
      const violation = userIdentifier(value);
      return violation?.code === 'missing_required_field' ? { ...violation, status: 422 } : violation;
    };
  },
};
