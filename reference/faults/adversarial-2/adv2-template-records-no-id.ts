// adv2-template-records-no-id: §4.4 template "{template_id, records_created: array of {id, type, name, content}}": records_created carry no id.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TemplateRecordsNoId: Fault = {
  name: 'adv2-template-records-no-id',
  violates: ['DNS-TEMPLATE-SHAPE'],
  operations: ['applyDnsTemplate'],
  summary: 'template records_created entries lack id',
  apply(parts) {
    onResponse(parts, ['applyDnsTemplate'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const r of b?.records_created ?? []) delete r.id;
    });
  },
};
