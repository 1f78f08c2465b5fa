// adv1-transfer-status-invalid-key-403: §5 rule 3 "A missing or invalid key yields 401.": getTransfer answers an unknown key 403.
import { ApiError, errorResponse, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TransferStatusInvalidKey403: Fault = {
  name: 'adv1-transfer-status-invalid-key-403',
  violates: ['AUTH-401-INVALID'],
  operations: ['getTransfer'],
  summary: 'GET /api/v1/domains/transfers/{transfer_id} answers 403 forbidden for a well-formed key it never issued (401 without a header).',
  apply(parts) {
    onResponse(parts, ['getTransfer'], (out, { req, apiKey }) => {
      if (out.status === 401 && apiKey !== null) return errorResponse(parts, req, out, new ApiError(403, 'this key may not read transfers'));
    });
  },
};
