// reference/faults/domain-update-omitted-false.ts: fault: a settings PUT turns off the setting it leaves out (§4.3 both fields optional).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const domainUpdateOmittedFalse: Fault = {
  name: 'domain-update-omitted-false',
  violates: ['DOMAIN-UPDATE-PERSISTS'],
  operations: ['updateDomain'],
  summary: 'stores false for auto_renew or whois_privacy when a PUT leaves it out, as a form with unticked boxes would',
  apply(parts) {
    onRequest(parts, ['updateDomain'], ({ req }) => {
      const body = objectBodyOf(req);
      if (!body || (body.auto_renew === undefined && body.whois_privacy === undefined)) return;
      body.auto_renew ??= false;
      body.whois_privacy ??= false;
    });
  },
};
