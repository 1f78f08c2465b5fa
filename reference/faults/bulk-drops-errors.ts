// reference/faults/bulk-drops-errors.ts: fault: bulk answers `errors` empty; rejected records vanish silently (§4.4: records that fail appear in `errors` with
// a message).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const bulkDropsErrors: Fault = {
  name: 'bulk-drops-errors',
  violates: ['DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'creates the valid records of a bulk request and answers errors: [] whatever failed',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.errors)) body.errors = [];
    });
  },
};
