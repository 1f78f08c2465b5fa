// reference/faults/domain-count-active-only.ts: fault: a user's domain_count counts only active domains (§2.1 domain_count: the user's domains).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainCountActiveOnly: Fault = {
  name: 'domain-count-active-only',
  violates: ['USER-DETAIL-DOMAIN-COUNT'],
  operations: ['getUser', 'listUsers'],
  summary: 'reports domain_count as the number of active domains, leaving out pending, expired and suspended ones',
  apply(parts) {
    const { store } = parts;
    const recount = (apiKey: string, entry: any) => {
      if (entry && typeof entry.domain_count === 'number') {
        entry.domain_count = store.domainsOf(apiKey, entry.user_identifier).filter((d) => d.status === 'active').length;
      }
    };
    onResponse(parts, ['getUser', 'listUsers'], (out, { op, apiKey }) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !apiKey) return;
      if (op === 'getUser') recount(apiKey, body);
      else for (const entry of body?.users ?? []) recount(apiKey, entry);
    });
  },
};
