// reference/faults/srv-priority-first-character.ts: fault: an SRV record sent without priority takes the first character of its content as its priority
// (§2.3: the first of four space-separated parts).
import { onRequest, objectBodyOf } from './helpers.js';
import type { Fault } from './types.js';

export const srvPriorityFirstCharacter: Fault = {
  name: 'srv-priority-first-character',
  violates: ['DNS-PRIORITY-NULL'],
  operations: ['createDnsRecord'],
  summary: 'stores priority 1 for an SRV record "10 5 5060 …" sent without priority: the content split into characters, not at spaces',
  apply(parts) {
    // As the mutant of routes/dns-extended.ts storedPriority `content.split(' ')` -> `content.split('')`.
    onRequest(parts, ['createDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body?.type === 'SRV' && body.priority === undefined && typeof body.content === 'string') body.priority = Number(body.content.split('')[0]);
    });
  },
};
