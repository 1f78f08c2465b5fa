// adv1-transfer-started-at-http-date: §2.4 "started_at | string | ISO 8601; on status read": getTransfer writes an HTTP date.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferStartedAtHttpDate: Fault = {
  name: 'adv1-transfer-started-at-http-date',
  violates: ['TRANSFER-STATUS-SHAPE'],
  operations: ['getTransfer'],
  summary: 'GET /api/v1/domains/transfers/{transfer_id} writes started_at as an RFC 7231 date ("Sat, 28 Nov 2026 03:00:00 GMT"), not ISO 8601.',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body.started_at === 'string') body.started_at = new Date(body.started_at).toUTCString();
    });
  },
};
