// reference/faults/transfer-repeat-accepted.ts: fault: a second transfer of a domain whose transfer is in progress is accepted (§7: 409 conflict).
import type { Fault } from './types.js';

export const transferRepeatAccepted: Fault = {
  name: 'transfer-repeat-accepted',
  violates: ['TRANSFER-CONFLICT'],
  operations: ['initiateTransfer'],
  summary: 'starts another transfer of a domain that already has one pending instead of answering 409',
  apply(parts) {
    parts.store.findOpenTransferByName = () => undefined;
  },
};
