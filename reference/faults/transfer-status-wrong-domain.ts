// reference/faults/transfer-status-wrong-domain.ts: fault: the transfer status names the domain without its TLD (§4.3: the transfer read back is the one
// initiated).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const transferStatusWrongDomain: Fault = {
  name: 'transfer-status-wrong-domain',
  violates: ['TRANSFER-ROUNDTRIP'],
  operations: ['getTransfer'],
  summary: 'reads a transfer back with domain_name cut at the first dot ("example" for "example.com")',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.domain_name === 'string') body.domain_name = body.domain_name.split('.')[0];
    });
  },
};
