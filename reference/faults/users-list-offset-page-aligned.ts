// reference/faults/users-list-offset-page-aligned.ts: fault: GET /api/v1/users reads offset as a page number times limit (§4.2 "offset (integer, default 0)").
import type { Request } from 'express';
import { isSuccess, onRequest, onResponse, rewriteQuery } from './helpers.js';
import type { Fault } from './types.js';

export const usersListOffsetPageAligned: Fault = {
  name: 'users-list-offset-page-aligned',
  violates: ['USER-LIST-OFFSET'],
  operations: ['listUsers'],
  summary: 'starts a page at offset rounded down to a multiple of limit (page = floor(offset / limit)), and echoes the offset asked for',
  apply(parts) {
    const asked = new WeakMap<Request, string>();
    onRequest(parts, ['listUsers'], ({ req }) =>
      rewriteQuery(req, (q) => {
        const limit = Number(q.get('limit') ?? parts.config.constants.listUsersLimitDefault);
        const offset = Number(q.get('offset') ?? 0);
        if (!Number.isInteger(limit) || !Number.isInteger(offset) || limit <= 0 || offset % limit === 0) return;
        asked.set(req, String(offset));
        q.set('offset', String(Math.floor(offset / limit) * limit));
      }),
    );
    onResponse(parts, ['listUsers'], (out, { req }) => {
      const offset = asked.get(req);
      if (offset !== undefined && isSuccess(out.status) && out.body && typeof out.body === 'object') (out.body as { offset?: unknown }).offset = Number(offset);
    });
  },
};
