// adv1-tld-available-string: §2.5 TLD entry "available | boolean": listTlds writes it as a string.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TldAvailableString: Fault = {
  name: 'adv1-tld-available-string',
  violates: ['TLD-LIST-SHAPE'],
  operations: ['listTlds'],
  summary: 'GET /api/v1/domains/tlds writes each entry\'s available as "true"/"false".',
  apply(parts) {
    onResponse(parts, ['listTlds'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const tld of (out.body as any).tlds ?? []) tld.available = String(tld.available);
    });
  },
};
