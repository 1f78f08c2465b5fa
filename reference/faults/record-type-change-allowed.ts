// reference/faults/record-type-change-allowed.ts: fault: PUT changes the type of an extended record (§4.4: type cannot be changed).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const recordTypeChangeAllowed: Fault = {
  name: 'record-type-change-allowed',
  violates: ['DNS-UPDATE-TYPE-IMMUTABLE'],
  operations: ['updateDnsRecord'],
  summary: 'applies a type sent on PUT, turning for example an A record into an AAAA record',
  apply(parts) {
    const { store, config } = parts;
    onRequest(parts, ['updateDnsRecord'], ({ req, params }) => {
      const body = objectBodyOf(req);
      const record = store.getRecord(params.record_id);
      if (!body || !record || typeof body.type !== 'string' || !config.extendedDnsTypes.includes(body.type)) return;
      store.updateRecord(record.id, { type: body.type });
      delete body.type;
    });
  },
};
