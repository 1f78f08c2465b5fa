// reference/faults/record-name-one-character-rejected.ts: fault: a record name of one character is refused (§2.3 rule 1: "`name` is 1-253 characters").
import { invalid } from '../rules.js';
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const recordNameOneCharacterRejected: Fault = {
  name: 'record-name-one-character-rejected',
  violates: ['DNS-NAME-RULE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords'],
  summary: 'refuses a one-character record name such as "q" (a pattern that wants a first and a last character)',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords'],
      'recordName',
      (shared) => (value) =>
        typeof value === 'string' && value.length === 1 && value !== '@' ? invalid('name', 'name must be 2-253 characters') : shared(value),
    );
  },
};
