// adv1-tld-transfer-price-missing: §2.5 TLD entry "transfer_price | string (decimal)": listTlds leaves it out.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TldTransferPriceMissing: Fault = {
  name: 'adv1-tld-transfer-price-missing',
  violates: ['TLD-LIST-SHAPE'],
  operations: ['listTlds'],
  summary: 'GET /api/v1/domains/tlds lists entries without transfer_price.',
  apply(parts) {
    onResponse(parts, ['listTlds'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const tld of (out.body as any).tlds ?? []) delete tld.transfer_price;
    });
  },
};
