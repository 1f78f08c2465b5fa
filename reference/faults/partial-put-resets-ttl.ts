// reference/faults/partial-put-resets-ttl.ts: fault: a PUT that omits ttl resets it to the default (§4.4: only supplied fields change).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const partialPutResetsTtl: Fault = {
  name: 'partial-put-resets-ttl',
  violates: ['DNS-UPDATE-PARTIAL'],
  operations: ['updateDnsRecord'],
  summary: 'treats a PUT without ttl as ttl 300 (the create default), so a partial update changes the ttl too',
  apply(parts) {
    onRequest(parts, ['updateDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.ttl === undefined) body.ttl = parts.config.constants.dnsTtlDefaultExtended;
    });
  },
};
