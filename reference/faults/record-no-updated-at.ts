// reference/faults/record-no-updated-at.ts: fault: extended DNS records have no updated_at (§2.3 extended shape).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const recordNoUpdatedAt: Fault = {
  name: 'record-no-updated-at',
  violates: ['DNS-RECORD-SHAPE'],
  operations: ['createDnsRecord', 'updateDnsRecord', 'listDnsRecords'],
  summary: 'leaves updated_at out of every extended record (create, update and list responses)',
  apply(parts) {
    onResponse(parts, ['createDnsRecord', 'updateDnsRecord', 'listDnsRecords'], (out, { op }) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !body) return;
      for (const record of op === 'listDnsRecords' ? (body.records ?? []) : [body]) delete record.updated_at;
    });
  },
};
