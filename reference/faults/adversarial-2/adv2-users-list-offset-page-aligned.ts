// adv2-users-list-offset-page-aligned: §4.2 "offset (integer, default 0)": listUsers rounds offset down to a multiple of limit (echoing it as sent).
import { isSuccess, onRequest, onResponse, rewriteQuery } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2UsersListOffsetPageAligned: Fault = {
  name: 'adv2-users-list-offset-page-aligned',
  violates: ['USER-LIST-OFFSET'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users?limit=2&offset=3 starts at the 3rd user, not the 4th (page arithmetic), echoing offset 3',
  apply(parts) {
    const asked = new WeakMap<object, string>();
    onRequest(parts, ['listUsers'], ({ req }) => {
      rewriteQuery(req, (q) => {
        const offset = q.get('offset');
        const limit = q.get('limit') ?? '50';
        if (offset === null || !/^\d+$/.test(offset) || !/^\d+$/.test(limit) || Number(limit) === 0) return;
        asked.set(req, offset);
        q.set('offset', String(Math.floor(Number(offset) / Number(limit)) * Number(limit)));
      });
    });
    onResponse(parts, ['listUsers'], (out, at) => {
      const b = out.body as any;
      if (isSuccess(out.status) && asked.has(at.req) && b) b.offset = Number(asked.get(at.req));
    });
  },
};
