// reference/faults/core-type-extended-accepted.ts: fault: core records accept the extended types SRV and NS (§2.3 core type: A, AAAA, CNAME, MX, TXT).
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const coreTypeExtendedAccepted: Fault = {
  name: 'core-type-extended-accepted',
  violates: ['CORE-DNS-TYPE-ENUM'],
  operations: ['createCoreDnsRecord'],
  summary: 'creates core records of the extended types SRV and NS',
  apply(parts) {
    overrideRuleOn(parts, ['createCoreDnsRecord'], 'recordType', (shared) => (value) => shared(value, 'extended'));
  },
};
