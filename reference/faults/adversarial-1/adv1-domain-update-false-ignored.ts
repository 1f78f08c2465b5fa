// adv1-domain-update-false-ignored: §4.3 PUT domain "auto_renew (boolean, optional)": an explicit false is read as absent.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1DomainUpdateFalseIgnored: Fault = {
  name: 'adv1-domain-update-false-ignored',
  violates: ['DOMAIN-UPDATE-PERSISTS'],
  operations: ['updateDomain'],
  summary: 'PUT /api/v1/domains/{domain_id} with auto_renew false keeps auto_renew true (a value || current merge); true and whois_privacy work.',
  apply(parts) {
    onRequest(parts, ['updateDomain'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body?.auto_renew === false) delete body.auto_renew;
    });
  },
};
