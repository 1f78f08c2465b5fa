// reference/faults/user-delete-takes-key-transfers.ts: fault: deleting a user also deletes every transfer its API key initiated, other users'
// included, as a cascade keyed on the partner instead of the user would (§4.2 "deletes the user and all associated data").
import { ApiError, errorResponse, isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userDeleteTakesKeyTransfers: Fault = {
  name: 'user-delete-takes-key-transfers',
  violates: ['USER-DELETE-SCOPE'],
  operations: ['deleteUser'],
  summary: "deletes with a user every transfer of its API key, other users' included (they read 404 afterwards)",
  apply(parts) {
    const byKey = new Map<string, Set<string>>();
    const gone = new Set<string>();
    onResponse(parts, ['initiateTransfer', 'deleteUser', 'getTransfer'], (out, { req, op, params, apiKey }) => {
      if (apiKey === null) return;
      if (op === 'initiateTransfer' && isSuccess(out.status)) {
        const id = (out.body as any)?.transfer_id;
        if (typeof id === 'string') byKey.set(apiKey, (byKey.get(apiKey) ?? new Set()).add(id));
      } else if (op === 'deleteUser' && isSuccess(out.status)) {
        for (const id of byKey.get(apiKey) ?? []) gone.add(id);
      } else if (op === 'getTransfer' && isSuccess(out.status) && gone.has(params.transfer_id)) {
        return errorResponse(parts, req, out, new ApiError(404, `transfer ${params.transfer_id} not found`));
      }
      return undefined;
    });
  },
};
