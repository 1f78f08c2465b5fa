// adv2-update-domain-204: §4.3 PUT domain response "id, name, auto_renew, whois_privacy, updated_at" (§7 "204 | Deleted, empty body"): 204, no body.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UpdateDomain204: Fault = {
  name: 'adv2-update-domain-204',
  violates: ['HTTP-SUCCESS-STATUS'],
  operations: ['updateDomain'],
  summary: 'PUT /api/v1/domains/{id} answers 204 with no body (the change is stored)',
  apply(parts) {
    onResponse(parts, ['updateDomain'], (out) => {
      if (!isSuccess(out.status)) return;
      const { 'content-type': _dropped, ...headers } = out.headers;
      return { status: 204, body: undefined, headers };
    });
  },
};
