// adv1-domain-update-echoes-old-whois: §2.2 "The update response carries id, name, auto_renew, whois_privacy, updated_at": PUT echoes the old whois_privacy.
import { isSuccess, onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DomainUpdateEchoesOldWhois: Fault = {
  name: 'adv1-domain-update-echoes-old-whois',
  violates: ['DOMAIN-UPDATE-SHAPE'],
  operations: ['updateDomain'],
  summary: 'PUT /api/v1/domains/{domain_id} stores the new whois_privacy but answers with the value it had before.',
  apply(parts) {
    const previous = new WeakMap<object, boolean>();
    onRequest(parts, ['updateDomain'], ({ req, params }) => {
      const domain = parts.store.getDomain(params.domain_id);
      if (domain) previous.set(req, domain.whois_privacy);
    });
    onResponse(parts, ['updateDomain'], (out, { req }) => {
      if (isSuccess(out.status) && previous.has(req)) (out.body as any).whois_privacy = previous.get(req);
    });
  },
};
