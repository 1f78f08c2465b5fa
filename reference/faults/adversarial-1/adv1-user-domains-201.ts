// adv1-user-domains-201: §4.1 "GET | /api/v1/users/{user_id}/domains | ... | 200; `domains`: array of {id, name}": answered 201.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserDomains201: Fault = {
  name: 'adv1-user-domains-201',
  violates: ['HTTP-SUCCESS-STATUS'],
  operations: ['listUserDomains'],
  summary: 'GET /api/v1/users/{user_identifier}/domains answers 201 instead of the 200 the core table states.',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      if (out.status === 200) out.status = 201;
    });
  },
};
