// adv2-tlds-available-string: §2.5 TLD entry "available | boolean": listTlds gives "true"/"false".
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TldsAvailableString: Fault = {
  name: 'adv2-tlds-available-string',
  violates: ['TLD-LIST-SHAPE'],
  operations: ['listTlds'],
  summary: 'TLD entries carry available as a string',
  apply(parts) {
    onResponse(parts, ['listTlds'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const t of b?.tlds ?? []) t.available = String(t.available);
    });
  },
};
