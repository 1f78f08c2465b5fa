// reference/faults/hostname-last-character-ignored.ts: fault: a CNAME or MX content is checked without its last character, so "target.example.net!" passes
// (§2.3 rule 3).
import { overrideRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const hostnameLastCharacterIgnored: Fault = {
  name: 'hostname-last-character-ignored',
  violates: ['DNS-CONTENT-CNAME'],
  operations: ['createDnsRecord'],
  summary: 'drops the last character of a host name before checking it, as if it were a final dot',
  apply(parts) {
    overrideRuleOn(parts, ['createDnsRecord'], 'isHostname', (shared) => (value) => shared(value.slice(0, -1)));
  },
};
