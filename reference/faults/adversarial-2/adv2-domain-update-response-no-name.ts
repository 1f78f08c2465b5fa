// adv2-domain-update-response-no-name: §2.2 "The update response carries id, name, auto_renew, whois_privacy, updated_at (ISO 8601).": updateDomain omits name.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainUpdateResponseNoName: Fault = {
  name: 'adv2-domain-update-response-no-name',
  violates: ['DOMAIN-UPDATE-SHAPE'],
  operations: ['updateDomain'],
  summary: 'PUT /api/v1/domains/{id} answers without name',
  apply(parts) {
    onResponse(parts, ['updateDomain'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      delete b?.name;
    });
  },
};
