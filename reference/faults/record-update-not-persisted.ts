// reference/faults/record-update-not-persisted.ts: fault: PUT of an extended record answers the updated record but the change is not kept (§4.4).
import type { RecordRow } from '../store.js';
import { isSuccess, onRequest, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const recordUpdateNotPersisted: Fault = {
  name: 'record-update-not-persisted',
  violates: ['DNS-UPDATE-PARTIAL'],
  operations: ['updateDnsRecord'],
  summary: 'answers a PUT with the updated record, but the stored record keeps its old fields',
  apply(parts) {
    const { store } = parts;
    const before = new WeakMap<object, RecordRow>();
    onRequest(parts, ['updateDnsRecord'], ({ req, params }) => {
      const row = store.getRecord(params.record_id);
      if (row) before.set(req, row);
    });
    onResponse(parts, ['updateDnsRecord'], (out, { req }) => {
      const row = before.get(req);
      if (!row || !isSuccess(out.status)) return;
      const { name, content, ttl, priority, updated_at } = row;
      store.updateRecord(row.id, { name, content, ttl, priority, updated_at });
    });
  },
};
