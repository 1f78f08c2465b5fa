// adv1-user-detail-domain-count-string: §2.1 User detail fields "domain_count | integer": getUser writes it as a string.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserDetailDomainCountString: Fault = {
  name: 'adv1-user-detail-domain-count-string',
  violates: ['USER-DETAIL-SHAPE', 'USER-DETAIL-DOMAIN-COUNT'],
  operations: ['getUser'],
  summary: 'GET /api/v1/users/{user_identifier} answers domain_count as a string ("3"), not an integer.',
  apply(parts) {
    onResponse(parts, ['getUser'], (out) => {
      if (isSuccess(out.status)) (out.body as any).domain_count = String((out.body as any).domain_count);
    });
  },
};
