// reference/faults/txt-backslash-dropped.ts: fault: TXT content loses its backslashes, as a store that strips escapes instead of keeping the
// text would (§2.3 rule 3 "TXT content any text").
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

/** A record's content without its backslashes, when it is a TXT record. */
function dropBackslashes(record: any): void {
  if (record?.type === 'TXT' && typeof record.content === 'string') record.content = record.content.replace(/\\/g, '');
}

export const txtBackslashDropped: Fault = {
  name: 'txt-backslash-dropped',
  violates: ['DNS-CONTENT-TXT'],
  operations: ['createDnsRecord'],
  summary: 'writes back TXT content without its backslashes (C:\\dir as C:dir), on creation and in the list',
  apply(parts) {
    onResponse(parts, ['createDnsRecord', 'listDnsRecords'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status)) return;
      if (Array.isArray(body?.records)) body.records.forEach(dropBackslashes);
      else dropBackslashes(body);
    });
  },
};
