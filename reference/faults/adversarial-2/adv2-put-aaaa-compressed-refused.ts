// adv2-put-aaaa-compressed-refused: §2.3 rule 3 "AAAA content a valid IPv6 address": updateDnsRecord refuses the :: compressed form.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2PutAaaaCompressedRefused: Fault = {
  name: 'adv2-put-aaaa-compressed-refused',
  violates: ['DNS-CONTENT-AAAA'],
  operations: ['updateDnsRecord'],
  summary: 'PUT refuses AAAA content such as 2001:db8::1',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'recordContent',
      (shared) => (type, value, field) =>
        type === 'AAAA' && value.includes('::') ? invalid(field, `${field} of an AAAA record must be a full IPv6 address`) : shared(type, value, field),
    );
  },
};
