// adv2-transfer-registered-domain-accepted: §7 "409 | conflict | ... domain exists or transfer in progress",
// initiateTransfer accepts a domain already registered.
import { onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferRegisteredDomainAccepted: Fault = {
  name: 'adv2-transfer-registered-domain-accepted',
  violates: ['TRANSFER-CONFLICT'],
  operations: ['initiateTransfer'],
  summary: 'a transfer of a registered domain is accepted (a second transfer is still a 409)',
  apply(parts) {
    let inTransfer = false;
    const find = parts.store.findDomainByName.bind(parts.store);
    parts.store.findDomainByName = (name) => (inTransfer ? undefined : find(name));
    onRequest(parts, ['initiateTransfer'], () => {
      inTransfer = true;
    });
    onResponse(parts, ['initiateTransfer'], () => {
      inTransfer = false;
    });
  },
};
