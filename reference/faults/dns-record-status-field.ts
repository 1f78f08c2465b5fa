// reference/faults/dns-record-status-field.ts: fault: DNS records carry status "active" (§3: DNS records have no state field).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

const operations = ['createDnsRecord', 'listDnsRecords', 'createCoreDnsRecord'];

export const dnsRecordStatusField: Fault = {
  name: 'dns-record-status-field',
  violates: ['DNS-NO-STATE'],
  operations,
  summary: 'adds status: "active" to every DNS record it answers (extended create and list, core create), as domains carry one',
  apply(parts) {
    onResponse(parts, operations, (out, { op }) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !body) return;
      for (const record of op === 'listDnsRecords' ? (body.records ?? []) : [body]) record.status = 'active';
    });
  },
};
