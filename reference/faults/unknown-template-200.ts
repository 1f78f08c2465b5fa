// reference/faults/unknown-template-200.ts: fault: an unknown template_id answers 200 with no records instead of an error (§4.4, AMB-UNKNOWN-TEMPLATE: a 4xx).
import { jsonResponse, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const unknownTemplate200: Fault = {
  name: 'unknown-template-200',
  violates: ['DNS-TEMPLATE-UNKNOWN'],
  operations: ['applyDnsTemplate'],
  summary: 'answers a template_id it does not know with 200 {template_id, records_created: []}',
  apply(parts) {
    onResponse(parts, ['applyDnsTemplate'], (out, { req, params, apiKey }) => {
      const templateId = objectBodyOf(req)?.template_id;
      if (![400, 404, 422].includes(out.status) || typeof templateId !== 'string' || Object.hasOwn(parts.config.templates, templateId)) return;
      if (parts.store.getDomain(params.domain_id)?.apiKey !== apiKey) return;
      return jsonResponse(out, 200, { template_id: templateId, records_created: [] });
    });
  },
};
