// adv2-put-txt-255-refused: §2.3 rule 3 "TXT content any text, at most 255 characters per string": updateDnsRecord refuses exactly 255.
import { invalid } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2PutTxt255Refused: Fault = {
  name: 'adv2-put-txt-255-refused',
  violates: ['DNS-CONTENT-TXT'],
  operations: ['updateDnsRecord'],
  summary: 'PUT refuses TXT content of 255 characters',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'recordContent',
      (shared) => (type, value, field) =>
        type === 'TXT' && value.length === 255 ? invalid(field, `${field} of a TXT record must be under 255 characters`) : shared(type, value, field),
    );
  },
};
