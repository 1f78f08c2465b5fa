// reference/faults/core-patch-requires-all-fields.ts: fault: PATCH /api/v1/dns_records/{id} requires type, name and value (§2.3: on update every body field is
// optional).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const corePatchRequiresAllFields: Fault = {
  name: 'core-patch-requires-all-fields',
  violates: ['CORE-DNS-PATCH-PARTIAL'],
  operations: ['updateCoreDnsRecord'],
  summary: 'validates a PATCH like a creation: a body without type, name or value is 400 missing_required_field',
  apply(parts) {
    onRequest(parts, ['updateCoreDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body) for (const field of ['type', 'name', 'value']) if (body[field] === undefined) body[field] = null;
    });
  },
};
