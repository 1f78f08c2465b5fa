// reference/faults/create-ignores-ttl.ts: fault: the ttl sent with a new extended record is ignored (§4.4: ttl optional, default 300; what is listed is what
// was created).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const createIgnoresTtl: Fault = {
  name: 'create-ignores-ttl',
  violates: ['DNS-ROUNDTRIP', 'DNS-TTL-RANGE'],
  operations: ['createDnsRecord'],
  summary: 'creates every extended record with the default ttl 300, whatever ttl was sent (an out-of-range one included)',
  apply(parts) {
    onRequest(parts, ['createDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body) delete body.ttl;
    });
  },
};
