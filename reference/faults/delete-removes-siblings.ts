// reference/faults/delete-removes-siblings.ts: fault: a DELETE of one record removes every record of the same name and type in the domain (a delete keyed
// by name, not by record_id; §4.4 DELETE /api/v1/domains/{domain_id}/dns/{record_id}).
import type { RecordRow } from '../store.js';
import { isSuccess, onRequest, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const deleteRemovesSiblings: Fault = {
  name: 'delete-removes-siblings',
  violates: ['DNS-DELETE-REMOVES'],
  operations: ['deleteDnsRecord'],
  summary: 'deletes every record of the domain with the same name and type as the record addressed',
  apply(parts) {
    const { store } = parts;
    const addressed = new WeakMap<object, Pick<RecordRow, 'name' | 'type' | 'space'>>();
    onRequest(parts, ['deleteDnsRecord'], ({ req, params }) => {
      const row = store.getRecord(params.record_id);
      if (row) addressed.set(req, { name: row.name, type: row.type, space: row.space });
    });
    onResponse(parts, ['deleteDnsRecord'], (out, { req, params }) => {
      const was = addressed.get(req);
      if (!was || !isSuccess(out.status)) return;
      for (const row of store.recordsOf(params.domain_id, was.space)) {
        if (row.name === was.name && row.type === was.type) store.deleteRecord(row.id);
      }
    });
  },
};
