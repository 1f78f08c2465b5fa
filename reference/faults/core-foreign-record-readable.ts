// reference/faults/core-foreign-record-readable.ts: fault: GET /api/v1/dns_records/{id} serves a record of another key's domain
// (§5 rule 5, AMB-CORE-FOREIGN-DOMAIN: 403 or 404).
import { coreRecord } from '../shapes.js';
import { jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const coreForeignRecordReadable: Fault = {
  name: 'core-foreign-record-readable',
  violates: ['AUTH-DOMAIN-DENIED-CORE'],
  operations: ['getCoreDnsRecord'],
  summary: "answers a GET of a core record by id with 200 whatever key its domain belongs to: the record's domain is not looked up",
  apply(parts) {
    // As the mutant of routes/access.ts requireRecord that drops `requireDomain(ctx, record.domainId)`.
    onResponse(parts, ['getCoreDnsRecord'], (out, { params }) => {
      const record = parts.store.getRecord(params.id);
      if (out.status !== 403 || !record) return;
      return jsonResponse(out, 200, coreRecord(record));
    });
  },
};
