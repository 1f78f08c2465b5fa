// reference/faults/bulk-creates-invalid-records.ts: fault: bulk stores the records that failed validation too (§4.4: records that fail appear in `errors`;
// §2.3).
import { recordSpace } from '../variants.js';
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const bulkCreatesInvalidRecords: Fault = {
  name: 'bulk-creates-invalid-records',
  violates: ['DNS-BULK-PARTITION', 'DNS-INVALID-CREATES-NOTHING'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'validates each bulk record but stores and reports as created the invalid ones as well',
  apply(parts) {
    const { store, config, clock } = parts;
    onResponse(parts, ['bulkCreateDnsRecords'], (out, { params }) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !Array.isArray(body?.errors)) return;
      const kept = [];
      for (const entry of body.errors) {
        const r = entry.record as Record<string, unknown> | null;
        if (!r || typeof r.type !== 'string' || typeof r.name !== 'string' || typeof r.content !== 'string') {
          kept.push(entry);
          continue;
        }
        const now = clock.now();
        const row = store.addRecord({
          id: store.newId('rec'),
          domainId: params.domain_id,
          space: recordSpace(parts, 'extended'),
          type: r.type,
          name: r.name,
          content: r.content,
          ttl: typeof r.ttl === 'number' ? r.ttl : config.constants.dnsTtlDefaultExtended,
          priority: typeof r.priority === 'number' ? r.priority : null,
          weight: null,
          port: null,
          target: null,
          created_at: now,
          updated_at: now,
        });
        body.created.push({ id: row.id, type: row.type, name: row.name, content: row.content, ttl: row.ttl });
      }
      body.errors = kept;
    });
  },
};
