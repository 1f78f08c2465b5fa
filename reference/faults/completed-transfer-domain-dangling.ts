// reference/faults/completed-transfer-domain-dangling.ts: fault: a completed transfer names a domain_id no domain has (§2.4 "domain_id: Resulting domain").
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const completedTransferDomainDangling: Fault = {
  name: 'completed-transfer-domain-dangling',
  violates: ['TRANSFER-COMPLETED-FIELDS'],
  operations: ['getTransfer'],
  summary: "reads a completed transfer with the transfer's own id as its domain_id, which names no domain",
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && body?.status === 'completed') body.domain_id = body.transfer_id;
    });
  },
};
