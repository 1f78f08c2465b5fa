// reference/faults/user-domains-active-only.ts: fault: a user's domain list leaves out domains that are not active, so it disagrees with the user's
// domain_count (§2.1 domain_count: the user's number of domains; §4.3).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userDomainsActiveOnly: Fault = {
  name: 'user-domains-active-only',
  violates: ['USER-DETAIL-DOMAIN-COUNT'],
  operations: ['listUserDomains'],
  summary: "lists only a user's active domains (and counts them in total), while domain_count counts every domain",
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out, { params, apiKey }) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !Array.isArray(body?.domains) || !apiKey) return;
      const active = new Set(
        parts.store
          .domainsOf(apiKey, params.user_identifier)
          .filter((d) => d.status === 'active')
          .map((d) => d.id),
      );
      body.domains = body.domains.filter((d: any) => active.has(d.id));
      if (typeof body.total === 'number') body.total = body.domains.length;
    });
  },
};
