// adv1-template-created-no-content: §4.4 template "{template_id, records_created: array of {id, type, name, content}}": no content.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TemplateCreatedNoContent: Fault = {
  name: 'adv1-template-created-no-content',
  violates: ['DNS-TEMPLATE-SHAPE'],
  operations: ['applyDnsTemplate'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/template lists records_created without content.',
  apply(parts) {
    onResponse(parts, ['applyDnsTemplate'], (out) => {
      if (!isSuccess(out.status)) return;
      for (const record of (out.body as any).records_created ?? []) delete record.content;
    });
  },
};
