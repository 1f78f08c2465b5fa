// reference/faults/users-list-domain-count-zero.ts: fault: user list entries carry domain_count 0 whatever the user owns (§2.1 domain_count: the user's
// number of domains).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const usersListDomainCountZero: Fault = {
  name: 'users-list-domain-count-zero',
  violates: ['USER-DETAIL-DOMAIN-COUNT'],
  operations: ['listUsers'],
  summary: 'gives every user list entry domain_count 0 (the list query does not join the domains)',
  apply(parts) {
    onResponse(parts, ['listUsers'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.users)) for (const u of body.users) u.domain_count = 0;
    });
  },
};
