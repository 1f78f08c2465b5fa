// reference/faults/template-id-not-echoed.ts: fault: the template response has no template_id (§4.4: {template_id, records_created}).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const templateIdNotEchoed: Fault = {
  name: 'template-id-not-echoed',
  violates: ['DNS-TEMPLATE-SHAPE'],
  operations: ['applyDnsTemplate'],
  summary: 'answers a template request with {records_created} only',
  apply(parts) {
    onResponse(parts, ['applyDnsTemplate'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body) delete body.template_id;
    });
  },
};
