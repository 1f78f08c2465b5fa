// reference/faults/put-srv-content-unchecked.ts: fault: a PUT stores an SRV content that is not four space-separated parts (§2.3).
import { skipRuleOn } from './helpers.js';
import type { Fault } from './types.js';

export const putSrvContentUnchecked: Fault = {
  name: 'put-srv-content-unchecked',
  violates: ['DNS-CONTENT-SRV', 'DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'checks the SRV content form on create and bulk, but a PUT stores any SRV content',
  apply(parts) {
    skipRuleOn(parts, ['updateDnsRecord'], 'srvContent');
  },
};
