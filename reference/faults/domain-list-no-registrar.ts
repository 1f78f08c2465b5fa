// reference/faults/domain-list-no-registrar.ts: fault: extended domain list entries have no registrar (§2.2 list entry).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainListNoRegistrar: Fault = {
  name: 'domain-list-no-registrar',
  violates: ['DOMAIN-LIST-SHAPE'],
  operations: ['listUserDomains'],
  summary: 'leaves registrar out of the entries of GET /api/v1/users/{user_identifier}/domains',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.domains)) for (const d of body.domains) delete d.registrar;
    });
  },
};
