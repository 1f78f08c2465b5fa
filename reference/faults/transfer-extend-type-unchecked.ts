// reference/faults/transfer-extend-type-unchecked.ts: fault: a transfer accepts a non-boolean extend_registration (§4.3: extend_registration boolean).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const transferExtendTypeUnchecked: Fault = {
  name: 'transfer-extend-type-unchecked',
  violates: ['TRANSFER-EXTEND-REGISTRATION-TYPE'],
  operations: ['initiateTransfer'],
  summary: 'accepts extend_registration "yes" (any truthy value) when a transfer is initiated',
  apply(parts) {
    skipRuleOn(parts, ['initiateTransfer'], 'booleanSetting', (field) => field === 'extend_registration');
  },
};
