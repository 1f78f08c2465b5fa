// reference/faults/core-patch-type-unchecked.ts: fault: a core PATCH stores a type outside A, AAAA, CNAME, MX, TXT (§2.3 core type enum).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const corePatchTypeUnchecked: Fault = {
  name: 'core-patch-type-unchecked',
  violates: ['CORE-DNS-TYPE-ENUM'],
  operations: ['updateCoreDnsRecord'],
  summary: 'checks the core type enum on POST, but a PATCH stores any type',
  apply(parts) {
    skipRuleOn(parts, ['updateCoreDnsRecord'], 'recordType');
  },
};
