// reference/faults/record-update-skips-validation.ts: fault: PUT of an extended record applies invalid values instead of rejecting them (§2.3 rules apply to
// the updated record).
import { extendedRecord } from '../shapes.js';
import { jsonResponse, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const recordUpdateSkipsValidation: Fault = {
  name: 'record-update-skips-validation',
  violates: ['DNS-UPDATE-VALIDATION'],
  operations: ['updateDnsRecord'],
  summary: 'validates rules 1-5 on create only: a PUT with an invalid name, content or ttl is stored and answered 200',
  apply(parts) {
    const { store, clock } = parts;
    onResponse(parts, ['updateDnsRecord'], (out, { req, params }) => {
      const body = objectBodyOf(req);
      const record = store.getRecord(params.record_id);
      if ((out.status !== 400 && out.status !== 422) || !body || !record || record.domainId !== params.domain_id) return;
      if (body.type !== undefined && body.type !== record.type) return; // the type rule is another matter
      const patch: Record<string, unknown> = { updated_at: clock.now() };
      for (const field of ['name', 'content', 'ttl', 'priority']) if (body[field] !== undefined) patch[field] = body[field];
      const updated = store.updateRecord(record.id, patch)!;
      return jsonResponse(out, 200, extendedRecord(updated));
    });
  },
};
