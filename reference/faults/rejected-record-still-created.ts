// reference/faults/rejected-record-still-created.ts: fault: a record rejected with 400/422 is stored all the same (§2.3, §7: a rejected request changes
// nothing).
import { recordSpace } from '../variants.js';
import { objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const rejectedRecordStillCreated: Fault = {
  name: 'rejected-record-still-created',
  violates: ['DNS-INVALID-CREATES-NOTHING'],
  operations: ['createDnsRecord'],
  summary: 'answers 400/422 to an invalid extended record but has already written it, so it is listed afterwards',
  apply(parts) {
    const { store, config, clock } = parts;
    onResponse(parts, ['createDnsRecord'], (out, { req, params }) => {
      const body = objectBodyOf(req);
      const domain = store.getDomain(params.domain_id);
      if ((out.status !== 400 && out.status !== 422) || !body || !domain) return;
      if (typeof body.type !== 'string' || typeof body.name !== 'string' || typeof body.content !== 'string') return;
      const now = clock.now();
      store.addRecord({
        id: store.newId('rec'),
        domainId: domain.id,
        space: recordSpace(parts, 'extended'),
        type: body.type,
        name: body.name,
        content: body.content,
        ttl: typeof body.ttl === 'number' ? body.ttl : config.constants.dnsTtlDefaultExtended,
        priority: typeof body.priority === 'number' ? body.priority : null,
        weight: null,
        port: null,
        target: null,
        created_at: now,
        updated_at: now,
      });
    });
  },
};
