// adv1-transfer-registered-domain-accepted: §7 "409 conflict: ... domain exists or transfer in progress": a transfer of a registered domain is accepted.
import { onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferRegisteredDomainAccepted: Fault = {
  name: 'adv1-transfer-registered-domain-accepted',
  violates: ['TRANSFER-CONFLICT'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer of a domain already registered (under this key) starts a transfer instead of answering 409.',
  apply(parts) {
    // The handler is synchronous: the flag is set just before it runs and cleared as its response leaves.
    let transferring = false;
    const find = parts.store.findDomainByName.bind(parts.store);
    parts.store.findDomainByName = (name) => (transferring ? undefined : find(name));
    onRequest(parts, ['initiateTransfer'], () => {
      transferring = true;
    });
    onResponse(parts, ['initiateTransfer'], () => {
      transferring = false;
    });
  },
};
