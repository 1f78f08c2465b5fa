// reference/faults/core-patch-not-persisted.ts: fault: PATCH /api/v1/dns_records/{id} answers the patched record but does not keep the change (§4.1).
import type { RecordRow } from '../store.js';
import { isSuccess, onRequest, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const corePatchNotPersisted: Fault = {
  name: 'core-patch-not-persisted',
  violates: ['CORE-DNS-PATCH-PERSISTS'],
  operations: ['updateCoreDnsRecord'],
  summary: 'answers a PATCH with the patched record, but a later GET shows the record unchanged',
  apply(parts) {
    const { store } = parts;
    const before = new WeakMap<object, RecordRow>();
    onRequest(parts, ['updateCoreDnsRecord'], ({ req, params }) => {
      const row = store.getRecord(params.id);
      if (row) before.set(req, row);
    });
    onResponse(parts, ['updateCoreDnsRecord'], (out, { req }) => {
      const row = before.get(req);
      if (!row || !isSuccess(out.status)) return;
      const { type, name, content, ttl, priority, weight, port, target, updated_at } = row;
      store.updateRecord(row.id, { type, name, content, ttl, priority, weight, port, target, updated_at });
    });
  },
};
