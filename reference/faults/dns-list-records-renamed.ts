// reference/faults/dns-list-records-renamed.ts: fault: the DNS record list is {dns_records, total} (§4.4: {records, total}).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const dnsListRecordsRenamed: Fault = {
  name: 'dns-list-records-renamed',
  violates: ['DNS-LIST-SHAPE'],
  operations: ['listDnsRecords'],
  summary: "answers GET /api/v1/domains/{domain_id}/dns with the records under dns_records (the detail's name) instead of records",
  apply(parts) {
    onResponse(parts, ['listDnsRecords'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !Array.isArray(body?.records)) return;
      const { records, ...rest } = body;
      out.body = { dns_records: records, ...rest };
    });
  },
};
