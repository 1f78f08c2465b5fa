// reference/faults/srv-content-unchecked.ts: fault: SRV content is not checked to be "priority weight port target" (§2.3).
import type { Fault } from './types.js';

export const srvContentUnchecked: Fault = {
  name: 'srv-content-unchecked',
  violates: ['DNS-CONTENT-SRV'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate'],
  summary: 'accepts any SRV content without checking its four space-separated parts',
  apply(parts) {
    parts.rules.srvContent = () => null;
  },
};
