// adv1-bulk-txt-255-refused: §2.3 rule 3 "TXT content any text, at most 255 characters per string": bulk refuses 255.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1BulkTxt255Refused: Fault = {
  name: 'adv1-bulk-txt-255-refused',
  violates: ['DNS-CONTENT-TXT'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk refuses TXT content of exactly 255 characters (create accepts it).',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['bulkCreateDnsRecords'],
      'recordContent',
      (shared) => (type, value, field) =>
        type === 'TXT' && value.length === 255 ? invalid(field, 'content of a TXT record must be at most 254 characters') : shared(type, value, field),
    );
  },
};
