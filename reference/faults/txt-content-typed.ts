// reference/faults/txt-content-typed.ts: fault: TXT content that reads like a number is written back as that number ("10.50" as "10.5",
// "007" as "7"), as a serializer that types form values would (§2.3 rule 3 "TXT content any text").
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

/** A TXT record's content as the number it looks like. */
function typeContent(record: any): void {
  if (record?.type === 'TXT' && typeof record.content === 'string' && /^\d+(\.\d+)?$/.test(record.content)) record.content = String(Number(record.content));
}

export const txtContentTyped: Fault = {
  name: 'txt-content-typed',
  violates: ['DNS-CONTENT-TXT'],
  operations: ['createDnsRecord'],
  summary: 'writes back TXT content that looks like a number as that number ("10.50" as "10.5"), on creation and in the list',
  apply(parts) {
    onResponse(parts, ['createDnsRecord', 'listDnsRecords'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status)) return;
      if (Array.isArray(body?.records)) body.records.forEach(typeContent);
      else typeContent(body);
    });
  },
};
