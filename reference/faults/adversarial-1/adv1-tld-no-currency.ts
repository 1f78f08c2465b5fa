// adv1-tld-no-currency: §2.5 TLD entry "currency | string": listTlds leaves it out.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TldNoCurrency: Fault = {
  name: 'adv1-tld-no-currency',
  violates: ['TLD-LIST-SHAPE'],
  operations: ['listTlds'],
  summary: 'GET /api/v1/domains/tlds lists entries without currency.',
  apply(parts) {
    onResponse(parts, ['listTlds'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const tld of (out.body as any).tlds ?? []) delete tld.currency;
    });
  },
};
