// reference/faults/dns-list-total-off-by-one.ts: fault: the DNS record list's total is one less than the records listed (§4.4 total).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const dnsListTotalOffByOne: Fault = {
  name: 'dns-list-total-off-by-one',
  violates: ['DNS-LIST-TOTAL'],
  operations: ['listDnsRecords'],
  summary: 'answers GET /api/v1/domains/{domain_id}/dns with total = number of records - 1 (a last index, not a count)',
  apply(parts) {
    onResponse(parts, ['listDnsRecords'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.records)) body.total = Math.max(0, body.records.length - 1);
    });
  },
};
