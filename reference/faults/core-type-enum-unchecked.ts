// reference/faults/core-type-enum-unchecked.ts: fault: core records accept a type outside A, AAAA, CNAME, MX, TXT (§2.3 core shape).
import type { Fault } from './types.js';

export const coreTypeEnumUnchecked: Fault = {
  name: 'core-type-enum-unchecked',
  violates: ['CORE-DNS-TYPE-ENUM'],
  operations: ['createCoreDnsRecord'],
  summary: 'creates core records of type PTR',
  apply(parts) {
    parts.config.coreDnsTypes.push('PTR');
  },
};
