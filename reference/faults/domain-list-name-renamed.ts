// reference/faults/domain-list-name-renamed.ts: fault: the domain list entries carry domain_name instead of name (§2.2, §4.1: {id, name}).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainListNameRenamed: Fault = {
  name: 'domain-list-name-renamed',
  violates: ['DOMAIN-CORE-LIST-SHAPE', 'DOMAIN-LIST-SHAPE'],
  operations: ['listUserDomains'],
  summary: 'answers GET /api/v1/users/{user_id}/domains with entries {id, domain_name, ...} instead of {id, name, ...}',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || !Array.isArray(body?.domains)) return;
      body.domains = body.domains.map(({ name, ...rest }: any) => ({ ...rest, domain_name: name }));
    });
  },
};
