// adv2-put-unknown-record-200: §7 "404 | not_found | User, domain or record does not exist": updateDnsRecord acknowledges an unknown record id with 200.
import { iso } from '../../clock.js';
import { jsonResponse, objectBodyOf, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2PutUnknownRecord200: Fault = {
  name: 'adv2-put-unknown-record-200',
  violates: ['DNS-RECORD-NOT-FOUND'],
  operations: ['updateDnsRecord'],
  summary: 'PUT .../dns/{unknown} of an own domain answers 200 with the body echoed, creating nothing',
  apply(parts) {
    onResponse(parts, ['updateDnsRecord'], (out, at) => {
      const domain = parts.store.getDomain(at.params.domain_id);
      if (out.status !== 404 || !domain || domain.apiKey !== at.apiKey) return;
      const now = iso(parts.clock.now());
      const body = { id: at.params.record_id, ...objectBodyOf(at.req), created_at: now, updated_at: now };
      return jsonResponse(out, 200, body);
    });
  },
};
