// reference/routes/users.ts: users (§4.1 create session, §4.2 detail, list, update, delete; fields §2.1).
import { randomBytes } from 'node:crypto';
import { HOUR_MS, iso } from '../clock.js';
import { ApiError, check } from '../errors.js';
import type { OperationContext, OperationHandlers } from '../routing.js';
import { userDetail, userListEntry, userSession } from '../shapes.js';
import type { UserRow } from '../store.js';
import type { Violation } from '../rules.js';
import { listLimitAfterClamp, listLimitZeroIsEmptyPage, listParamsFallBack, userFindAnswers200, userRepeatConflicts } from '../variants.js';
import { objectBody, requireUser } from './access.js';

function domainCount(ctx: OperationContext, user: UserRow): number {
  return ctx.parts.store.domainsOf(ctx.apiKey, user.user_identifier).length;
}

export const userOperations: OperationHandlers = {
  /** §4.1: finds or creates the user and starts a session; login_url valid 24 hours (§8). */
  createUser(ctx) {
    const { store, config } = ctx.parts;
    const { rules } = ctx;
    const body = objectBody(ctx);
    check(rules.userIdentifier(body.user_identifier));
    check(rules.email(body.email));
    const userIdentifier = body.user_identifier as string;
    const existing = store.getUser(ctx.apiKey, userIdentifier);
    if (existing && userRepeatConflicts(ctx.parts)) throw new ApiError(409, `user ${userIdentifier} already exists`);
    const user = existing
      ? store.updateUser(ctx.apiKey, userIdentifier, { last_login: ctx.now })!
      : store.addUser({
          apiKey: ctx.apiKey,
          user_identifier: userIdentifier,
          email: (body.email as string | null | undefined) ?? null,
          created_at: ctx.now,
          last_login: ctx.now,
          updated_at: ctx.now,
          total_spent_cents: 0,
        });
    const loginUrl = `${config.loginUrlBase}${randomBytes(24).toString('base64url')}`;
    const status = existing && userFindAnswers200(ctx.parts) ? 200 : 201; // AMB-USER-REPEAT user-find-200: a find creates nothing
    return { status, body: userSession(user, loginUrl, ctx.now + config.constants.sessionValidityHours * HOUR_MS) };
  },

  getUser(ctx) {
    const user = requireUser(ctx, ctx.params.user_identifier);
    return { status: 200, body: userDetail(user, domainCount(ctx, user)) };
  },

  /** §4.2: limit (default 50, max 100), offset (default 0), sort, order; stable with creation order as tie-break. */
  listUsers(ctx) {
    const { store, config } = ctx.parts;
    const { rules } = ctx;
    const c = config.constants;
    // AMB-LIST-PARAM-INVALID list-params-fallback: a value its rule refuses reads as absent (the default) instead of a 400.
    // A limit over the maximum is AMB-LIST-LIMIT-OVER-MAX's point (rejected, or clamped under limit-clamp), not this one.
    const param = <T>(raw: T, violation: (raw: T) => Violation | null, overMax = false): T | undefined => {
      if (listParamsFallBack(ctx.parts) && !overMax && violation(raw)) return undefined;
      check(violation(raw));
      return raw;
    };
    const zeroPage = listLimitZeroIsEmptyPage(ctx.parts) && ctx.query.limit === '0';
    const limitIn = zeroPage ? undefined : listLimitAfterClamp(ctx.parts, ctx.query.limit);
    const rawLimit = param(limitIn, rules.listLimit, typeof limitIn === 'string' && /^\d+$/.test(limitIn) && Number(limitIn) > c.listUsersLimitMax);
    const rawOffset = param(ctx.query.offset, rules.listOffset);
    const rawSort = param(ctx.query.sort, rules.listSort);
    const rawOrder = param(ctx.query.order, rules.listOrder);
    const limit = zeroPage ? 0 : rawLimit === undefined ? c.listUsersLimitDefault : Number(rawLimit);
    const offset = rawOffset === undefined ? c.listUsersOffsetDefault : Number(rawOffset);
    const sort = (rawSort as string | undefined) ?? c.listUsersSortDefault;
    const direction = ((rawOrder as string | undefined) ?? c.listUsersOrderDefault) === 'asc' ? 1 : -1;

    const entries = store.listUsers(ctx.apiKey).map((user) => ({ user, domainCount: domainCount(ctx, user) }));
    const key = (e: (typeof entries)[number]): number =>
      sort === 'domain_count' ? e.domainCount : sort === 'last_login' ? e.user.last_login : e.user.created_at;
    entries.sort((a, b) => direction * (key(a) - key(b) || a.user.seq - b.user.seq));
    return {
      status: 200,
      body: {
        users: entries.slice(offset, offset + limit).map((e) => userListEntry(e.user, e.domainCount)),
        total: entries.length,
        limit,
        offset,
      },
    };
  },

  /** §4.2: email is the only updatable field; null clears it. */
  updateUser(ctx) {
    const { store } = ctx.parts;
    const { rules } = ctx;
    requireUser(ctx, ctx.params.user_identifier);
    const body = objectBody(ctx);
    check(rules.email(body.email));
    const patch: { updated_at: number; email?: string | null } = { updated_at: ctx.now };
    if (body.email !== undefined) patch.email = body.email as string | null;
    const user = store.updateUser(ctx.apiKey, ctx.params.user_identifier, patch)!;
    return { status: 200, body: { user_identifier: user.user_identifier, email: user.email, updated_at: iso(user.updated_at) } };
  },

  /** §4.2: deletes the user and all associated data. */
  deleteUser(ctx) {
    requireUser(ctx, ctx.params.user_identifier);
    ctx.parts.store.deleteUser(ctx.apiKey, ctx.params.user_identifier);
    return { status: 204 };
  },
};
