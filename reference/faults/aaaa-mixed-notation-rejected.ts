// reference/faults/aaaa-mixed-notation-rejected.ts: fault: AAAA content in mixed notation (64:ff9b::192.0.2.33) is refused on create (§2.3 rule 3).
import { invalid } from '../rules.js';
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

/** The smallest change: hex groups and colons only, so RFC 4291 §2.2 form 3 (an embedded dotted quad) fails. */
export const aaaaMixedNotationRejected: Fault = {
  name: 'aaaa-mixed-notation-rejected',
  violates: ['DNS-CONTENT-AAAA'],
  operations: ['createDnsRecord'],
  summary: 'refuses AAAA content with an embedded IPv4 part (64:ff9b::192.0.2.33) on POST /api/v1/domains/{domain_id}/dns',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createDnsRecord'],
      'recordContent',
      (shared) => (type, value, field) =>
        type === 'AAAA' && typeof value === 'string' && value.includes('.')
          ? invalid(field, `${field} of an AAAA record must be a valid IPv6 address`)
          : shared(type, value, field),
    );
  },
};
