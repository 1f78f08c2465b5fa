// reference/faults/record-field-types-unchecked.ts: fault: a record field sent as a one-element array is read as its element, and an MX priority of 10.5
// as 10, as a lax parser casts them (§2.3 field types).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const recordFieldTypesUnchecked: Fault = {
  name: 'record-field-types-unchecked',
  violates: ['DNS-FIELD-TYPES'],
  operations: ['createDnsRecord'],
  summary: 'creates a record whose type, name, content, ttl or priority came as an array, and one whose MX priority is 10.5',
  apply(parts) {
    onRequest(parts, ['createDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (!body) return;
      for (const field of ['type', 'name', 'content', 'ttl', 'priority']) {
        if (Array.isArray(body[field]) && body[field].length === 1) body[field] = body[field][0];
      }
      if (typeof body.priority === 'number') body.priority = Math.trunc(body.priority);
    });
  },
};
