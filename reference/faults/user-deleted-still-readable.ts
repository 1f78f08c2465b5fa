// reference/faults/user-deleted-still-readable.ts: fault: after DELETE of a user, GET of that user still answers 200 with its last detail instead of 404
// (§4.2 "deletes the user and all associated data", §7).
import { userDetail } from '../shapes.js';
import type { UserRow } from '../store.js';
import { isSuccess, jsonResponse, onRequest, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userDeletedStillReadable: Fault = {
  name: 'user-deleted-still-readable',
  violates: ['USER-DELETE-CASCADE', 'USER-NOT-FOUND'],
  operations: ['getUser'],
  summary: 'deletes a user softly: GET keeps answering 200 with the detail the user had when deleted',
  apply(parts) {
    const { store } = parts;
    const pending = new WeakMap<object, UserRow>();
    const deleted = new Map<string, UserRow>();
    onRequest(parts, ['deleteUser'], ({ req, params, apiKey }) => {
      const row = apiKey ? store.getUser(apiKey, params.user_identifier) : undefined;
      if (row) pending.set(req, row);
    });
    onResponse(parts, ['deleteUser'], (out, { req, params, apiKey }) => {
      const row = pending.get(req);
      if (row && isSuccess(out.status)) deleted.set(`${apiKey}\u0000${params.user_identifier}`, row);
    });
    onResponse(parts, ['getUser'], (out, { params, apiKey }) => {
      const row = deleted.get(`${apiKey}\u0000${params.user_identifier}`);
      if (out.status === 404 && row) return jsonResponse(out, 200, userDetail(row, 0));
    });
  },
};
