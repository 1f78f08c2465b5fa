// reference/faults/bulk-error-record-name-only.ts: fault: bulk error entries echo only the name of the submitted record (§4.4: record is the submitted fields).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const bulkErrorRecordNameOnly: Fault = {
  name: 'bulk-error-record-name-only',
  violates: ['DNS-BULK-SHAPE'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'answers bulk errors as [{record: {name}, error}]: the type, content and ttl sent are dropped',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.errors))
        body.errors = body.errors.map((e: any) => ({ record: { name: e?.record?.name }, error: e.error }));
    });
  },
};
