// reference/faults/domain-detail-name-trailing-dot.ts: fault: the domain detail's name is the absolute DNS form with a trailing dot (§2.2: name, the domain
// name; the same as listed).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainDetailNameTrailingDot: Fault = {
  name: 'domain-detail-name-trailing-dot',
  violates: ['DOMAIN-CORE-DETAIL-SHAPE', 'DOMAIN-LIST-DETAIL-AGREE'],
  operations: ['getDomain'],
  summary: 'answers GET /api/v1/domains/{domain_id} with name "example.com." where the list says "example.com"',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.name === 'string') body.name = `${body.name}.`;
    });
  },
};
