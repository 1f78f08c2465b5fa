// reference/faults/txt-content-typed.ts: fault: TXT content that reads like a number is written back as that number ("10.50" as "10.5",
// "007" as "7"), as a serializer that types form values would (§2.3 rule 3 "TXT content any text").
import { rewriteShownTxtContent } from './helpers.js';
import type { Fault } from './types.js';

export const txtContentTyped: Fault = {
  name: 'txt-content-typed',
  violates: ['DNS-CONTENT-TXT'],
  operations: ['createDnsRecord'],
  summary: 'writes back TXT content that looks like a number as that number ("10.50" as "10.5"), on creation and in the list',
  apply(parts) {
    rewriteShownTxtContent(parts, (content) => (/^\d+(\.\d+)?$/.test(content) ? String(Number(content)) : content));
  },
};
