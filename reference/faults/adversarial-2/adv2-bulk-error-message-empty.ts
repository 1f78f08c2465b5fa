// adv2-bulk-error-message-empty: §4.4 "records that fail appear in `errors` with a message": bulkCreateDnsRecords reports error "".
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2BulkErrorMessageEmpty: Fault = {
  name: 'adv2-bulk-error-message-empty',
  violates: ['DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'bulk errors entries carry an empty error message',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const e of b?.errors ?? []) e.error = '';
    });
  },
};
