// reference/faults/put-clears-mx-priority.ts: fault: a PUT without priority clears an MX record's priority (§4.4 "only supplied fields change").
import { onRequest, objectBodyOf } from './helpers.js';
import type { Fault } from './types.js';

export const putClearsMxPriority: Fault = {
  name: 'put-clears-mx-priority',
  violates: ['DNS-UPDATE-PARTIAL'],
  operations: ['updateDnsRecord'],
  summary: 'stores priority 0 on an MX record when a PUT does not send priority, as a form that fills every field would',
  apply(parts) {
    onRequest(parts, ['updateDnsRecord'], ({ req, params }) => {
      const record = parts.store.getRecord(params.record_id);
      const body = objectBodyOf(req);
      if (record?.type === 'MX' && body && body.priority === undefined) body.priority = 0;
    });
  },
};
