// reference/faults/txt-backslash-dropped.ts: fault: TXT content loses its backslashes, as a store that strips escapes instead of keeping the
// text would (§2.3 rule 3 "TXT content any text").
import { rewriteShownTxtContent } from './helpers.js';
import type { Fault } from './types.js';

export const txtBackslashDropped: Fault = {
  name: 'txt-backslash-dropped',
  violates: ['DNS-CONTENT-TXT'],
  operations: ['createDnsRecord'],
  summary: 'writes back TXT content without its backslashes (C:\\dir as C:dir), on creation and in the list',
  apply(parts) {
    rewriteShownTxtContent(parts, (content) => content.replace(/\\/g, ''));
  },
};
