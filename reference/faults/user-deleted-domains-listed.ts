// reference/faults/user-deleted-domains-listed.ts: fault: after DELETE of a user, GET /api/v1/users/{user_identifier}/domains still answers 200 (an empty
// list) instead of 404 (§4.2 "deletes the user and all associated data", §7).
import { isSuccess, jsonResponse, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userDeletedDomainsListed: Fault = {
  name: 'user-deleted-domains-listed',
  violates: ['USER-DELETE-CASCADE', 'USER-NOT-FOUND'],
  operations: ['listUserDomains'],
  summary: 'keeps answering the domain list of a deleted user with 200 and no domains (the list is read from a table the delete does not touch)',
  apply(parts) {
    const deleted = new Set<string>();
    onResponse(parts, ['deleteUser'], (out, { params, apiKey }) => {
      if (isSuccess(out.status)) deleted.add(`${apiKey}\u0000${params.user_identifier}`);
    });
    onResponse(parts, ['listUserDomains'], (out, { params, apiKey }) => {
      if (out.status === 404 && deleted.has(`${apiKey}\u0000${params.user_identifier}`)) return jsonResponse(out, 200, { domains: [], total: 0 });
    });
  },
};
