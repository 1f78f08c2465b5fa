// reference/faults/auto-renew-empty-cast-true.ts: fault: an empty auto_renew is cast to true, as a parser that reads any string but a
// known false word as true would (§4.3: auto_renew boolean; no parser AMB-TYPE-COERCION names reads "" as true).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const autoRenewEmptyCastTrue: Fault = {
  name: 'auto-renew-empty-cast-true',
  violates: ['DOMAIN-UPDATE-TYPES'],
  operations: ['updateDomain'],
  summary: 'stores auto_renew "" as true',
  apply(parts) {
    onRequest(parts, ['updateDomain'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body?.auto_renew === '') body.auto_renew = true;
    });
  },
};
