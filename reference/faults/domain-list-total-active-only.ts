// reference/faults/domain-list-total-active-only.ts: fault: the domain list total counts only active domains (§4.3 total: the domains listed).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainListTotalActiveOnly: Fault = {
  name: 'domain-list-total-active-only',
  violates: ['DOMAIN-LIST-TOTAL'],
  operations: ['listUserDomains'],
  summary: "lists all of a user's domains but gives total as the number of active ones",
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.domains)) body.total = body.domains.filter((d: any) => d.status === 'active').length;
    });
  },
};
