// reference/faults/bulk-drops-non-object-items.ts: fault: a bulk item that is not a JSON object is dropped, neither created nor reported in errors (§4.4:
// records that fail appear in errors).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const bulkDropsNonObjectItems: Fault = {
  name: 'bulk-drops-non-object-items',
  violates: ['DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'leaves out of the batch every item that is not an object (null, a string, a number): no errors entry for it',
  apply(parts) {
    onRequest(parts, ['bulkCreateDnsRecords'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && Array.isArray(body.records)) body.records = body.records.filter((r) => typeof r === 'object' && r !== null && !Array.isArray(r));
    });
  },
};
