// reference/faults/core-ttl-not-stored.ts: fault: the ttl sent with a core record is ignored (§4.1: GET returns the record created).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const coreTtlNotStored: Fault = {
  name: 'core-ttl-not-stored',
  violates: ['CORE-DNS-ROUNDTRIP'],
  operations: ['createCoreDnsRecord'],
  summary: 'creates every core record with the default ttl 3600, whatever ttl was sent',
  apply(parts) {
    onRequest(parts, ['createCoreDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body) delete body.ttl;
    });
  },
};
