// reference/faults/bulk-invalid-reported-created.ts: fault: bulk lists the records that failed validation in `created` (§4.4: records that fail appear in
// `errors`).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const bulkInvalidReportedCreated: Fault = {
  name: 'bulk-invalid-reported-created',
  violates: ['DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'reports every submitted record in created (invalid ones with a made-up id, not stored) and errors as empty',
  apply(parts) {
    const { store, config } = parts;
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !Array.isArray(body?.errors)) return;
      for (const { record } of body.errors) {
        const r = (record ?? {}) as Record<string, unknown>;
        body.created.push({ id: store.newId('rec'), type: r.type, name: r.name, content: r.content, ttl: r.ttl ?? config.constants.dnsTtlDefaultExtended });
      }
      body.errors = [];
    });
  },
};
