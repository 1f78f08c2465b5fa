// reference/faults/root-name-rejected.ts: fault: the record name @ is rejected (§2.3 rule 1: @ denotes the root).
import { invalid } from '../rules.js';
import type { Fault } from './types.js';

export const rootNameRejected: Fault = {
  name: 'root-name-rejected',
  violates: ['DNS-NAME-ROOT'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'rejects @ as a record name (only letters, digits, hyphens and dots pass)',
  apply(parts) {
    const recordName = parts.rules.recordName;
    parts.rules.recordName = (value) => (value === '@' ? invalid('name', 'name may contain only letters, digits, hyphens and dots') : recordName(value));
  },
};
