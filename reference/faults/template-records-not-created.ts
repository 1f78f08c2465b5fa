// reference/faults/template-records-not-created.ts: fault: applying a template answers records_created but stores none of them (§4.4).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const templateRecordsNotCreated: Fault = {
  name: 'template-records-not-created',
  violates: ['DNS-TEMPLATE-CREATES'],
  operations: ['applyDnsTemplate'],
  summary: 'answers a template request with records_created, but the records do not exist afterwards',
  apply(parts) {
    onResponse(parts, ['applyDnsTemplate'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !Array.isArray(body?.records_created)) return;
      for (const r of body.records_created) parts.store.deleteRecord(String(r.id));
    });
  },
};
