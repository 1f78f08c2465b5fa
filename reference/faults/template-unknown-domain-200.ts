// reference/faults/template-unknown-domain-200.ts: fault: a template applied to a domain that does not exist answers 200 with no record created instead of
// 404 (§7 404 not_found: User, domain or record does not exist).
import { jsonResponse, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const templateUnknownDomain200: Fault = {
  name: 'template-unknown-domain-200',
  violates: ['DOMAIN-NOT-FOUND'],
  operations: ['applyDnsTemplate'],
  summary: 'answers a template applied to an unknown domain 200 with an empty records_created',
  apply(parts) {
    onResponse(parts, ['applyDnsTemplate'], (out, { req, params }) => {
      if (out.status !== 404 || parts.store.getDomain(params.domain_id)) return;
      return jsonResponse(out, 200, { template_id: objectBodyOf(req)?.template_id ?? null, records_created: [] });
    });
  },
};
