// reference/faults/bulk-aaaa-mixed-notation-rejected.ts: fault: the bulk operation refuses AAAA content in mixed notation (§2.3 rule 3, §4.4 bulk rules).
import { invalid } from '../rules.js';
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const bulkAaaaMixedNotationRejected: Fault = {
  name: 'bulk-aaaa-mixed-notation-rejected',
  violates: ['DNS-CONTENT-AAAA'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'puts an AAAA record with an embedded IPv4 part (2001:db8::198.51.100.7) in errors on bulk only; create and PUT accept it',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['bulkCreateDnsRecords'],
      'recordContent',
      (shared) => (type, value, field) =>
        type === 'AAAA' && typeof value === 'string' && value.includes('.')
          ? invalid(field, `${field} of an AAAA record must be a valid IPv6 address`)
          : shared(type, value, field),
    );
  },
};
