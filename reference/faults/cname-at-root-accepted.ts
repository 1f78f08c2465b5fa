// reference/faults/cname-at-root-accepted.ts: fault: a CNAME record at the root @ is created (§2.3 rule 4).
import type { Fault } from './types.js';

export const cnameAtRootAccepted: Fault = {
  name: 'cname-at-root-accepted',
  violates: ['DNS-CNAME-ROOT'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'createCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'creates a CNAME record at the root @ instead of rejecting it',
  apply(parts) {
    parts.rules.cnameAtRoot = () => null;
  },
};
