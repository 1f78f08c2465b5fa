// reference/faults/put-changes-siblings.ts: fault: a PUT of one record changes every record of the same name and type in the domain (an update keyed by
// name, not by record_id; §4.4 PUT /api/v1/domains/{domain_id}/dns/{record_id}).
import type { RecordRow } from '../store.js';
import { isSuccess, objectBodyOf, onRequest, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const putChangesSiblings: Fault = {
  name: 'put-changes-siblings',
  violates: ['DNS-UPDATE-PARTIAL'],
  operations: ['updateDnsRecord'],
  summary: 'applies the fields of a PUT to every record of the domain with the same name and type, not only to the record addressed',
  apply(parts) {
    const { store } = parts;
    const addressed = new WeakMap<object, Pick<RecordRow, 'name' | 'type' | 'space'>>();
    onRequest(parts, ['updateDnsRecord'], ({ req, params }) => {
      const row = store.getRecord(params.record_id);
      if (row) addressed.set(req, { name: row.name, type: row.type, space: row.space });
    });
    onResponse(parts, ['updateDnsRecord'], (out, { req, params }) => {
      const was = addressed.get(req);
      const body = objectBodyOf(req);
      if (!was || !body || !isSuccess(out.status)) return;
      for (const row of store.recordsOf(params.domain_id, was.space)) {
        if (row.id === params.record_id || row.name !== was.name || row.type !== was.type) continue;
        const patch: Record<string, unknown> = {};
        for (const field of ['content', 'ttl']) if (body[field] !== undefined) patch[field] = body[field];
        store.updateRecord(row.id, patch);
      }
    });
  },
};
