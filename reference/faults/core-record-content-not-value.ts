// reference/faults/core-record-content-not-value.ts: fault: core DNS records carry the extended `content` instead of `value` (§2.3 core shape).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const coreRecordContentNotValue: Fault = {
  name: 'core-record-content-not-value',
  violates: ['CORE-DNS-CREATE', 'CORE-DNS-GET'],
  operations: ['createCoreDnsRecord', 'getCoreDnsRecord', 'updateCoreDnsRecord'],
  summary: 'answers /api/v1/dns_records with the record value under `content` (the extended name) and no `value`',
  apply(parts) {
    onResponse(parts, ['createCoreDnsRecord', 'getCoreDnsRecord', 'updateCoreDnsRecord'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !body || !('value' in body)) return;
      const { value, ...rest } = body;
      out.body = { ...rest, content: value };
    });
  },
};
