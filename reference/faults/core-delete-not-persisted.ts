// reference/faults/core-delete-not-persisted.ts: fault: DELETE /api/v1/dns_records/{id} answers 204 but the record stays (§4.1).
import type { RecordRow } from '../store.js';
import { onRequest, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const coreDeleteNotPersisted: Fault = {
  name: 'core-delete-not-persisted',
  violates: ['CORE-DNS-DELETE-REMOVES'],
  operations: ['deleteCoreDnsRecord'],
  summary: 'answers DELETE /api/v1/dns_records/{id} with 204 but the record can still be read',
  apply(parts) {
    const { store } = parts;
    const before = new WeakMap<object, RecordRow>();
    onRequest(parts, ['deleteCoreDnsRecord'], ({ req, params }) => {
      const row = store.getRecord(params.id);
      if (row) before.set(req, row);
    });
    onResponse(parts, ['deleteCoreDnsRecord'], (out, { req }) => {
      const row = before.get(req);
      if (row && out.status === 204 && !store.getRecord(row.id)) store.addRecord(row);
    });
  },
};
