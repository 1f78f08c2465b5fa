// adv1-put-response-before-update: §4.4 "PUT ... | Body: any of name, content, ttl, priority; only supplied fields change | Extended DNS record": stale answer.
import { isSuccess, onRequest, onResponse } from '../helpers.js';
import { extendedRecord } from '../../shapes.js';
import type { RecordRow } from '../../store.js';
import type { Fault } from '../types.js';

export const adv1PutResponseBeforeUpdate: Fault = {
  name: 'adv1-put-response-before-update',
  violates: ['DNS-UPDATE-PARTIAL'],
  operations: ['updateDnsRecord'],
  summary: 'PUT /api/v1/domains/{domain_id}/dns/{record_id} stores the change but answers the record as it was before.',
  apply(parts) {
    const before = new WeakMap<object, RecordRow>();
    onRequest(parts, ['updateDnsRecord'], ({ req, params }) => {
      const record = parts.store.getRecord(params.record_id);
      if (record) before.set(req, record);
    });
    onResponse(parts, ['updateDnsRecord'], (out, { req }) => {
      const record = before.get(req);
      if (isSuccess(out.status) && record) return { ...out, body: extendedRecord(record) };
    });
  },
};
