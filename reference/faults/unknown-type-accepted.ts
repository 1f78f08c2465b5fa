// reference/faults/unknown-type-accepted.ts: fault: a record type outside the §2.3 enum (PTR) is accepted on the extended interface.
import type { Fault } from './types.js';

export const unknownTypeAccepted: Fault = {
  name: 'unknown-type-accepted',
  violates: ['DNS-TYPE-ENUM'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate'],
  summary: 'creates PTR records, a type outside A, AAAA, CNAME, MX, TXT, SRV, NS',
  apply(parts) {
    parts.config.extendedDnsTypes.push('PTR');
  },
};
