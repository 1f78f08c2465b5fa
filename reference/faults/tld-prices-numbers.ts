// reference/faults/tld-prices-numbers.ts: fault: TLD prices are JSON numbers (§2.5: string, decimal).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const tldPricesNumbers: Fault = {
  name: 'tld-prices-numbers',
  violates: ['TLD-LIST-SHAPE', 'DOMAIN-DECIMALS'],
  operations: ['listTlds'],
  summary: 'answers GET /api/v1/domains/tlds with registration, renewal and transfer prices as numbers (12.99)',
  apply(parts) {
    onResponse(parts, ['listTlds'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !Array.isArray(body?.tlds)) return;
      for (const t of body.tlds) for (const field of ['registration_price', 'renewal_price', 'transfer_price']) t[field] = Number(t[field]);
    });
  },
};
