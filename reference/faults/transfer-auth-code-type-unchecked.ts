// reference/faults/transfer-auth-code-type-unchecked.ts: fault: a transfer accepts an auth_code that is not a string (§4.3: auth_code string, required).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const transferAuthCodeTypeUnchecked: Fault = {
  name: 'transfer-auth-code-type-unchecked',
  violates: ['TRANSFER-REQUIRED-FIELDS'],
  operations: ['initiateTransfer'],
  summary: 'accepts any auth_code that is present (an array, a number), checking neither its type nor its length',
  apply(parts) {
    // As the mutant of routes/transfers.ts that drops `check(rules.authCode(body.auth_code))`: a missing code is still refused by the required fields.
    skipRuleOn(parts, ['initiateTransfer'], 'authCode', (value) => value !== undefined && value !== null);
  },
};
