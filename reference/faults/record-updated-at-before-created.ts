// reference/faults/record-updated-at-before-created.ts: fault: a new extended record's updated_at is a day before its created_at (§2.3 timestamps).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const recordUpdatedAtBeforeCreated: Fault = {
  name: 'record-updated-at-before-created',
  violates: ['DNS-RECORD-TIMESTAMPS'],
  operations: ['createDnsRecord'],
  summary: 'answers a created extended record with updated_at one day earlier than created_at (a stale clock on the update stamp)',
  apply(parts) {
    onResponse(parts, ['createDnsRecord'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.created_at === 'string') body.updated_at = new Date(Date.parse(body.created_at) - DAY_MS).toISOString();
    });
  },
};
