// adv1-users-list-offset-page-aligned: §4.2 list users "offset (integer, default 0)": an offset not a multiple of limit is rounded down.
import { isSuccess, onRequest, onResponse, rewriteQuery } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UsersListOffsetPageAligned: Fault = {
  name: 'adv1-users-list-offset-page-aligned',
  violates: ['USER-LIST-OFFSET'],
  operations: ['listUsers'],
  summary: 'GET /api/v1/users reads offset as a page start: offset=3&limit=2 serves users 2-3 (offset 2), while echoing offset 3.',
  apply(parts) {
    const asked = new WeakMap<object, number>();
    onRequest(parts, ['listUsers'], ({ req }) => {
      rewriteQuery(req, (query) => {
        const offset = Number(query.get('offset') ?? '0');
        const limit = Number(query.get('limit') ?? String(parts.config.constants.listUsersLimitDefault));
        if (!Number.isInteger(offset) || !Number.isInteger(limit) || limit < 1 || offset % limit === 0) return;
        asked.set(req, offset);
        query.set('offset', String(offset - (offset % limit)));
      });
    });
    onResponse(parts, ['listUsers'], (out, { req }) => {
      if (isSuccess(out.status) && asked.has(req)) (out.body as any).offset = asked.get(req);
    });
  },
};
