// adv1-put-a-content-accepts-ipv6: §2.3 rule 3 "A content must be a valid IPv4 address": PUT accepts an IPv6 address on an A record.
import { isIPv6 } from 'node:net';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1PutAContentAcceptsIpv6: Fault = {
  name: 'adv1-put-a-content-accepts-ipv6',
  violates: ['DNS-CONTENT-A'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} checks A content as "an IP address": IPv6 content is stored on an A record.',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDnsRecord'],
      'recordContent',
      (shared) => (type, value, field) => (type === 'A' && isIPv6(value) ? null : shared(type, value, field)),
    );
  },
};
