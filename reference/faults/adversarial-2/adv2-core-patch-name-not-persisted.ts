// adv2-core-patch-name-not-persisted: §4.1 "PATCH | /api/v1/dns_records/{id} | ... | 200; DNS record": the answer shows the new name, GET the old one.
import { isSuccess, onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2CorePatchNameNotPersisted: Fault = {
  name: 'adv2-core-patch-name-not-persisted',
  violates: ['CORE-DNS-PATCH-PERSISTS'],
  operations: ['updateCoreDnsRecord', 'getCoreDnsRecord'],
  summary: 'a PATCHed name is answered but not stored',
  apply(parts) {
    const before = new WeakMap<object, string>();
    onRequest(parts, ['updateCoreDnsRecord'], ({ req, params }) => {
      const record = parts.store.getRecord(params.id);
      if (record) before.set(req, record.name);
    });
    onResponse(parts, ['updateCoreDnsRecord'], (out, at) => {
      const name = before.get(at.req);
      if (isSuccess(out.status) && name !== undefined) parts.store.updateRecord(at.params.id, { name });
    });
  },
};
