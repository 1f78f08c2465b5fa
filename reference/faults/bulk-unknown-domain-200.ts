// reference/faults/bulk-unknown-domain-200.ts: fault: bulk on a domain that does not exist answers 200 with every record in `errors` instead of 404 (§7
// 404 not_found: User, domain or record does not exist).
import { jsonResponse, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const bulkUnknownDomain200: Fault = {
  name: 'bulk-unknown-domain-200',
  violates: ['DOMAIN-NOT-FOUND'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'answers bulk on an unknown domain 200, each record in errors with "domain not found"',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out, { req, params }) => {
      if (out.status !== 404 || parts.store.getDomain(params.domain_id)) return;
      const records = objectBodyOf(req)?.records;
      const errors = (Array.isArray(records) ? records : []).map((record) => ({ record, error: 'domain not found' }));
      return jsonResponse(out, 200, { created: [], errors });
    });
  },
};
