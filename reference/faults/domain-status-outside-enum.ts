// reference/faults/domain-status-outside-enum.ts: fault: an active domain reports status "registered" (§2.2, §3: active, pending, expired, suspended).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainStatusOutsideEnum: Fault = {
  name: 'domain-status-outside-enum',
  violates: ['DOMAIN-STATUS-ENUM'],
  operations: ['listUserDomains', 'getDomain'],
  summary: 'reports the status of active domains as "registered", a value outside the §3 enum',
  apply(parts) {
    const rename = (d: any) => {
      if (d?.status === 'active') d.status = 'registered';
    };
    onResponse(parts, ['listUserDomains', 'getDomain'], (out, { op }) => {
      const body = out.body as any;
      if (!isSuccess(out.status)) return;
      if (op === 'getDomain') rename(body);
      else for (const d of body?.domains ?? []) rename(d);
    });
  },
};
