// reference/faults/auto-renew-type-unchecked.ts: fault: auto_renew is stored as sent, a string included (§4.3: auto_renew boolean).
import type { Fault } from './types.js';

export const autoRenewTypeUnchecked: Fault = {
  name: 'auto-renew-type-unchecked',
  violates: ['DOMAIN-UPDATE-TYPES'],
  operations: ['updateDomain'],
  summary: 'accepts and stores a non-boolean auto_renew such as "yes"',
  apply(parts) {
    const booleanSetting = parts.rules.booleanSetting;
    parts.rules.booleanSetting = (field, value) => (field === 'auto_renew' ? null : booleanSetting(field, value));
  },
};
