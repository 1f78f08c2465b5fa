// reference/faults/domain-whois-privacy-off-refused.ts: fault: whois_privacy false is refused (§4.3 "whois_privacy (boolean, optional)").
import { overrideRuleOn } from './helpers.js';
import { invalid } from '../rules.js';
import type { Fault } from './types.js';

export const domainWhoisPrivacyOffRefused: Fault = {
  name: 'domain-whois-privacy-off-refused',
  violates: ['DOMAIN-UPDATE-PERSISTS'],
  operations: ['updateDomain'],
  summary: 'PUT /api/v1/domains/{domain_id} refuses whois_privacy false with 422 (privacy can be turned on, never off)',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['updateDomain'],
      'booleanSetting',
      (shared) => (field, value) =>
        field === 'whois_privacy' && value === false ? invalid('whois_privacy', 'whois_privacy cannot be turned off') : shared(field, value),
    );
  },
};
