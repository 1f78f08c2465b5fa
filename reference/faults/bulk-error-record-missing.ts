// reference/faults/bulk-error-record-missing.ts: fault: bulk error entries carry only the message, not the submitted record (§4.4: {record, error}).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const bulkErrorRecordMissing: Fault = {
  name: 'bulk-error-record-missing',
  violates: ['DNS-BULK-SHAPE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'answers bulk errors as [{error}] without the submitted record fields',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.errors)) body.errors = body.errors.map((e: any) => ({ error: e.error }));
    });
  },
};
