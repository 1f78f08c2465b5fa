// harness/users.ts: what the users checks share (suites/users*.test.ts): creating, reading and listing users with
// the run prefix, proving a user is gone, and the order of a users page (§2.1, §4.1, §4.2).
import { constants, operationLabel } from '../contracts/spec-data.js';
import type { CheckContext } from './check.js';
import type { Api, Res } from './client.js';
import { expectEqual, expectError, expectSuccess, expectTimestamp, fail } from './expect.js';
import { othersChanged } from './shared-key.js';

/** A user_identifier of exactly `length` characters carrying the run prefix (letters, digits, hyphens only). */
export function identifierOfLength(ctx: CheckContext, length: number): string {
  const base = ctx.uniqueName('len');
  return `${base}-`.padEnd(length, 'a').slice(0, length);
}

/** A fresh e-mail address that says which user it belongs to. */
export function emailFor(userIdentifier: string, tag = 'mail'): string {
  return `${tag}.${userIdentifier}@example.com`;
}

/** POST /api/v1/users that must succeed; returns the session response. */
export async function createUser(ctx: CheckContext, userIdentifier: string, email?: string, api: Api = ctx.api): Promise<any> {
  const body: Record<string, unknown> = { user_identifier: userIdentifier };
  if (email !== undefined) body.email = email;
  const res = await api.call('createUser', { body });
  const session = await expectSuccess(ctx, res, 'createUser');
  expectEqual('user_identifier of the session (echo of the input, §2.1)', session.user_identifier, userIdentifier);
  return session;
}

export async function readUser(ctx: CheckContext, userIdentifier: string, api: Api = ctx.api): Promise<any> {
  return expectSuccess(ctx, await api.call('getUser', { params: { user_identifier: userIdentifier } }), 'getUser', 'extended');
}

export interface UserPage {
  users: any[];
  total: number;
  limit: number;
  offset: number;
}

export async function listUsers(ctx: CheckContext, query: Record<string, string | number> = {}, api: Api = ctx.api): Promise<UserPage> {
  return expectSuccess(ctx, await api.call('listUsers', { query }), 'listUsers', 'extended');
}

/** The newest users first: where users created by this check are found even when the key has more than 100. */
export const newestFirst = { limit: constants.listUsersLimitMax, sort: 'created_at', order: 'desc' };

/**
 * A list query with one value the server cannot use (AMB-LIST-PARAM-INVALID): rejected (400 or 422, a documented error), or read as absent or
 * clamped, in which case the answer is still a page of the contract (§4.2): an integer limit from 1 to 100 echoed (not the value sent), at
 * most that many users, an integer offset of 0 or more. `sent` is the query's value of `field`.
 */
export async function expectListQueryRefusedOrRead(ctx: CheckContext, res: Res, field: string, sent: unknown): Promise<void> {
  if (res.status >= 300) {
    expectError(ctx, res, { statuses: [400, 422], field });
    ctx.observe('AMB-LIST-PARAM-INVALID', 'rejected', 'listUsers');
    return;
  }
  const page = (await expectSuccess(ctx, res, 'listUsers', 'extended')) as UserPage;
  ctx.observe('AMB-LIST-PARAM-INVALID', 'ignored', 'listUsers');
  const max = constants.listUsersLimitMax;
  const label = `GET /api/v1/users?${field}=${String(sent)} answered ${res.status}`;
  // §4.2 states no minimum limit: a limit of 0 may be read as a page of no users, echoed as 0.
  if (field === 'limit' && String(sent) === '0' && page.limit === 0) {
    if (page.users.length !== 0) fail(`${label}: a page of limit 0 holds ${page.users.length} users`);
    return;
  }
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > max)
    fail(`${label}: the echoed limit must be an integer from 1 to ${max}, received ${page.limit}`);
  if (!Number.isInteger(page.offset) || page.offset < 0) fail(`${label}: the echoed offset must be an integer of 0 or more, received ${page.offset}`);
  if ((field === 'limit' || field === 'offset') && String(page[field]) === String(sent))
    fail(`${label}: the ${field} it could not use is echoed as ${page[field]}`);
  if (page.users.length > page.limit) fail(`${label}: ${page.users.length} users on a page of limit ${page.limit}`);
}

export function idsOf(page: UserPage): string[] {
  return page.users.map((u) => u.user_identifier);
}

/**
 * What others did to the key's users between two readings of the newest users (newestFirst), and on the pages read in between
 * (harness/shared-key.ts othersChanged): users someone else made (CheckContext.madeByOthers: another check's, another run's prefix)
 * that appeared or disappeared. Such users are recent, so they are among the newest 100 unless the runs sharing the key hold more
 * than 100 users between them at once.
 */
export function othersUsersChanged(ctx: CheckContext, before: UserPage, after: UserPage, pagesBetween: UserPage[] = []): string | undefined {
  const id = (u: any) => String(u?.user_identifier);
  const byOthers = (u: any) => typeof u?.user_identifier === 'string' && ctx.madeByOthers(u.user_identifier);
  return othersChanged(
    before.users,
    after.users,
    id,
    byOthers,
    pagesBetween.map((p) => p.users),
  );
}

/**
 * The user does not exist under the key. Where the extended interface is in the profile, GET /api/v1/users/{id} answers
 * 404 (§7 "User ... does not exist"): the user's own resource, so a check about something else never depends on how a
 * target lists the domains of nobody. In a core-only profile, GET /api/v1/users/{id}/domains is the only way to ask.
 */
export async function expectNoUser(ctx: CheckContext, userIdentifier: string, why: string): Promise<void> {
  const operationId = ctx.run.profile === 'core' ? 'listUserDomains' : 'getUser';
  const res = await ctx.api.call(operationId, { params: { user_identifier: userIdentifier } });
  if (res.status >= 200 && res.status < 300)
    fail(`${why}: user ${JSON.stringify(userIdentifier)} must not exist, but ${operationLabel(operationId)} answered ${res.status}`);
  // An identifier no user can have (a dot, a space, 256 characters, a letter outside ASCII) may be refused as an invalid parameter
  // (§7 400 "Invalid request data or parameters") instead of being looked up: 400, 404 or 422 all say it does not exist.
  const validForm = new RegExp(constants.userIdentifierPattern).test(userIdentifier) && userIdentifier.length <= constants.userIdentifierMaxLength;
  expectError(ctx, res, { statuses: validForm ? [404] : [404, 400, 422], operationId });
}

export type SortKey = 'created_at' | 'last_login' | 'domain_count';

/** The value a page is sorted by; null when the entry has none (a user who never logged in). */
export function sortValue(entry: any, key: SortKey): number | null {
  if (key === 'domain_count') return entry.domain_count;
  if (entry[key] === null || entry[key] === undefined) return null;
  return expectTimestamp(`${key} of ${entry.user_identifier}`, entry[key]);
}

/** Consecutive entries never go against the order; ties are allowed and null values may sit anywhere (the spec is silent). */
export function expectOrdered(page: UserPage, key: SortKey, order: 'asc' | 'desc', label: string): void {
  const valued = page.users.map((u, i) => ({ i, id: u.user_identifier, raw: u[key], v: sortValue(u, key) })).filter((e) => e.v !== null);
  for (let n = 1; n < valued.length; n++) {
    const [a, b] = [valued[n - 1], valued[n]];
    const wrong = order === 'asc' ? a.v! > b.v! : a.v! < b.v!;
    if (wrong) {
      fail(
        `${label}: users must be ordered by ${key} ${order}, but position ${a.i} (${a.id}, ${key} ${JSON.stringify(a.raw)}) ` +
          `comes before position ${b.i} (${b.id}, ${key} ${JSON.stringify(b.raw)})`,
      );
    }
  }
}

/**
 * The session of a repeated POST /api/v1/users that found the user: 201, as the §4.1 table says for the operation, or 200 (AMB-USER-REPEAT:
 * "finds or creates"; a find creates nothing). The body is held to the session contract either way.
 */
export async function expectFoundSession(ctx: CheckContext, res: Res): Promise<any> {
  if (res.status !== 200) return expectSuccess(ctx, res, 'createUser', 'extended');
  ctx.observe('AMB-USER-REPEAT', 'find-200', 'createUser');
  // Validated as the 201 it stands for: the contract documents the session body under 201 only.
  return expectSuccess(ctx, { ...res, status: 201 }, 'createUser', 'extended');
}
