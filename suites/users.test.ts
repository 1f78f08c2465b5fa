// Users and sessions: POST/GET/PUT/DELETE /api/v1/users and the users list, with per-key isolation (§2.1, §4.1, §4.2, §5 rules 4 and 6).
import { constants } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import type { Api } from '../harness/client.js';
import { expectError, expectRejected, expectSuccess, expectEqual, expectThat, expectTimestamp, fail } from '../harness/expect.js';

const C = constants;
const core = { iface: 'core' as const };
/** Rules of POST /api/v1/users hold in both interfaces: the check runs under whichever the profile includes. */
const shared = {};
const extended = { iface: 'extended' as const };
const HOUR_MS = 3_600_000;
/** Clock difference tolerated between the target and the suite when reading expires_at. */
const CLOCK_TOLERANCE_MS = 5 * 60_000;

// ---------------------------------------------------------------- helpers

/** A user_identifier of exactly `length` characters carrying the run prefix (letters, digits, hyphens only). */
function identifierOfLength(ctx: CheckContext, length: number): string {
  const base = ctx.uniqueName('len');
  return `${base}-`.padEnd(length, 'a').slice(0, length);
}

/** A fresh e-mail address that says which user it belongs to. */
function emailFor(userIdentifier: string, tag = 'mail'): string {
  return `${tag}.${userIdentifier}@example.com`;
}

/** POST /api/v1/users that must succeed; returns the session response. */
async function createUser(ctx: CheckContext, userIdentifier: string, email?: string, api: Api = ctx.api): Promise<any> {
  const body: Record<string, unknown> = { user_identifier: userIdentifier };
  if (email !== undefined) body.email = email;
  const res = await api.call('createUser', { body });
  const session = await expectSuccess(ctx, res, 'createUser');
  expectEqual('user_identifier of the session (echo of the input, §2.1)', session.user_identifier, userIdentifier);
  return session;
}

async function readUser(ctx: CheckContext, userIdentifier: string, api: Api = ctx.api): Promise<any> {
  return expectSuccess(ctx, await api.call('getUser', { params: { user_identifier: userIdentifier } }), 'getUser', 'extended');
}

interface UserPage {
  users: any[];
  total: number;
  limit: number;
  offset: number;
}

async function listUsers(ctx: CheckContext, query: Record<string, string | number> = {}, api: Api = ctx.api): Promise<UserPage> {
  return expectSuccess(ctx, await api.call('listUsers', { query }), 'listUsers', 'extended');
}

/** The newest users first: where users created by this check are found even when the key has more than 100. */
const newestFirst = { limit: C.listUsersLimitMax, sort: 'created_at', order: 'desc' };

function idsOf(page: UserPage): string[] {
  return page.users.map((u) => u.user_identifier);
}

/** The user does not exist under the key: GET /api/v1/users/{id}/domains answers 404 (a core operation). */
async function expectNoUser(ctx: CheckContext, userIdentifier: string, why: string): Promise<void> {
  const res = await ctx.api.call('listUserDomains', { params: { user_identifier: userIdentifier } });
  if (res.status >= 200 && res.status < 300)
    fail(`${why}: user ${JSON.stringify(userIdentifier)} must not exist, but GET /api/v1/users/{user_id}/domains answered ${res.status}`);
  expectError(ctx, res, { statuses: [404], operationId: 'listUserDomains' });
}

type SortKey = 'created_at' | 'last_login' | 'domain_count';

/** The value a page is sorted by; null when the entry has none (a user who never logged in). */
function sortValue(entry: any, key: SortKey): number | null {
  if (key === 'domain_count') return entry.domain_count;
  if (entry[key] === null || entry[key] === undefined) return null;
  return expectTimestamp(`${key} of ${entry.user_identifier}`, entry[key]);
}

/** Consecutive entries never go against the order; ties are allowed and null values may sit anywhere (the spec is silent). */
function expectOrdered(page: UserPage, key: SortKey, order: 'asc' | 'desc', label: string): void {
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

// ---------------------------------------------------------------- POST /api/v1/users

check(
  {
    id: 'USER-CREATE-CORE-201',
    title: 'creates a user with 201, echoes its user_identifier and returns a login_url that is an absolute http(s) URL',
    operation: 'createUser',
    spec: '§4.1, §2.1',
    requirements: ['USER-CREATE-STATUS', 'USER-SESSION-ECHO', 'USER-SESSION-SHAPE'],
    ...core,
  },
  async (ctx) => {
    const session = await createUser(ctx, ctx.uniqueName('core'), emailFor('core'));
    let url: URL | undefined;
    try {
      url = new URL(session.login_url);
    } catch {
      url = undefined;
    }
    expectThat(
      url && (url.protocol === 'https:' || url.protocol === 'http:'),
      `login_url: expected an absolute http(s) URL to embed in an iframe (§1, §2.1), received ${JSON.stringify(session.login_url)}`,
    );
  },
);

check(
  {
    id: 'USER-SESSION-EXPIRES-24H',
    title: 'returns a session whose expires_at is an ISO 8601 timestamp 24 hours after creation',
    operation: 'createUser',
    spec: '§2.1, §3, §4.2, §8',
    requirements: ['USER-SESSION-SHAPE', 'USER-SESSION-24H', 'USER-SESSION-ECHO'],
    ...extended,
  },
  async (ctx) => {
    const before = Date.now();
    const res = await ctx.api.call('createUser', { body: { user_identifier: ctx.uniqueName('session') } });
    const after = Date.now();
    const session = await expectSuccess(ctx, res);
    const expires = expectTimestamp('expires_at', session.expires_at);
    // Against the suite's clock, or the target's own (its Date header), with a few minutes of tolerance either way.
    const serverNow = Date.parse(res.headers.date ?? '');
    const nearLocal = expires >= before + 24 * HOUR_MS - CLOCK_TOLERANCE_MS && expires <= after + 24 * HOUR_MS + CLOCK_TOLERANCE_MS;
    const nearServer = !Number.isNaN(serverNow) && Math.abs(expires - (serverNow + 24 * HOUR_MS)) <= CLOCK_TOLERANCE_MS + 1000;
    expectThat(
      nearLocal || nearServer,
      `expires_at: expected about ${new Date(before + 24 * HOUR_MS).toISOString()} ` +
        `(creation + ${C.sessionValidityHours} h, §3 "User sessions expire 24 hours after creation"), received ${session.expires_at}`,
    );
  },
);

check(
  {
    id: 'USER-LOGIN-URL-NOT-API-KEY',
    title: 'returns a login_url that does not carry the partner API key (it is a separate credential)',
    operation: 'createUser',
    spec: '§5 rule 6',
    requirements: ['USER-LOGIN-URL-CREDENTIAL'],
    ...shared,
  },
  async (ctx) => {
    const session = await createUser(ctx, ctx.uniqueName('cred'));
    const url = String(session.login_url);
    const leaks = [ctx.run.apiKey, encodeURIComponent(ctx.run.apiKey)].some((k) => k && url.includes(k));
    if (leaks) fail('login_url: must be a separate credential (§5 rule 6), but it contains the partner API key ($CONFORMANCE_API_KEY)');
  },
);

check(
  {
    id: 'USER-CREATE-WITHOUT-EMAIL',
    title: 'creates a user sent without email; the user then exists',
    operation: 'createUser',
    spec: '§2.1, §4.1',
    requirements: ['USER-EMAIL-OPTIONAL', 'USER-CREATE-STATUS'],
    ...shared,
  },
  async (ctx) => {
    const id = ctx.uniqueName('noemail');
    await createUser(ctx, id);
    const res = await ctx.api.call('listUserDomains', { params: { user_identifier: id } });
    const body = await expectSuccess(ctx, res, 'listUserDomains', 'core');
    expectEqual(`domains of the new user ${id}`, body.domains, []);
  },
);

check(
  {
    id: 'USER-ID-MISSING-400',
    title: 'rejects a POST without user_identifier with 400 (missing_required_field)',
    operation: 'createUser',
    spec: '§2.1, §7',
    requirements: ['USER-ID-REQUIRED', 'ERR-DETAIL-MISSING-FIELD'],
    ...shared,
  },
  async (ctx) => {
    const res = await ctx.api.call('createUser', { body: { email: emailFor(ctx.uniqueName('missing')) } });
    expectError(ctx, res, { statuses: [400], field: 'user_identifier', detailCode: 'missing_required_field' });
  },
);

check(
  {
    id: 'USER-ID-255-ACCEPTED',
    title: `accepts a user_identifier of ${C.userIdentifierMaxLength} characters and echoes it whole`,
    operation: 'createUser',
    spec: '§2.1, §8',
    requirements: ['USER-ID-MAXLEN', 'USER-SESSION-ECHO'],
    ...shared,
  },
  async (ctx) => {
    const id = identifierOfLength(ctx, C.userIdentifierMaxLength);
    expectEqual('length of the identifier sent', id.length, C.userIdentifierMaxLength);
    await createUser(ctx, id);
    await expectSuccess(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), 'listUserDomains', 'core');
  },
);

check(
  {
    id: 'USER-ID-256-REJECTED',
    title: `rejects a user_identifier of ${C.userIdentifierMaxLength + 1} characters and creates no user`,
    operation: 'createUser',
    spec: '§2.1, §8',
    requirements: ['USER-ID-MAXLEN'],
    ...shared,
  },
  async (ctx) => {
    const id = identifierOfLength(ctx, C.userIdentifierMaxLength + 1);
    expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), { field: 'user_identifier' });
    await expectNoUser(ctx, id, 'a rejected POST creates nothing');
  },
);

for (const [tag, ch, what] of [
  ['DOT', '.', 'a dot'],
  ['SPACE', ' ', 'a space'],
  ['AT', '@', 'an @'],
  ['SLASH', '/', 'a slash'],
] as const) {
  check(
    {
      id: `USER-ID-${tag}-REJECTED`,
      title: `rejects a user_identifier containing ${what} (only letters, digits, underscore and hyphen are allowed)`,
      operation: 'createUser',
      spec: '§2.1',
      requirements: ['USER-ID-CHARSET'],
      ...shared,
    },
    async (ctx) => {
      const id = `${ctx.uniqueName('chars')}${ch}x`;
      expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), { field: 'user_identifier' });
      // A slash cannot be named in a path segment reliably (proxies treat %2F differently): no read-back for it.
      if (ch !== '/') await expectNoUser(ctx, id, 'a rejected POST creates nothing');
    },
  );
}

check(
  {
    id: 'USER-EMAIL-INVALID-REJECTED',
    title: 'rejects an invalid e-mail on creation (invalid_format) and creates no user',
    operation: 'createUser',
    spec: '§2.1, §7',
    requirements: ['USER-EMAIL-FORMAT', 'ERR-DETAIL-INVALID-FORMAT'],
    ...shared,
  },
  async (ctx) => {
    for (const email of ['not-an-email', 'user@@example.com']) {
      const id = ctx.uniqueName('bademail');
      expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: id, email } }), { field: 'email', detailCode: 'invalid_format' });
      await expectNoUser(ctx, id, `a POST with email ${JSON.stringify(email)} is rejected and creates nothing`);
    }
  },
);

check(
  {
    id: 'USER-ID-WRONG-TYPE-REJECTED',
    title: 'rejects a user_identifier sent as a JSON number',
    operation: 'createUser',
    spec: '§2.1',
    requirements: ['USER-ID-STRING'],
    ...shared,
  },
  async (ctx) => {
    expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: 12345 } }), { field: 'user_identifier' });
  },
);

check(
  {
    id: 'USER-REPEAT-ONE-USER',
    title: 'answers a repeated POST with the same user_identifier with a session for that user or 409, and keeps one user',
    operation: 'createUser',
    spec: '§4.1, §5 rule 4, §7',
    requirements: ['USER-FIND-OR-CREATE', 'USER-REPEAT-FORM', 'AUTH-USER-ISOLATION'],
    ...extended,
  },
  async (ctx) => {
    const id = ctx.uniqueName('repeat');
    const before = await listUsers(ctx, { limit: 1 });
    await createUser(ctx, id);
    const again = await ctx.api.call('createUser', { body: { user_identifier: id } });
    if (again.status === 409) {
      expectError(ctx, again, { statuses: [409] });
      ctx.observe('AMB-USER-REPEAT', 'conflict-409');
    } else {
      const session = await expectSuccess(ctx, again);
      ctx.observe('AMB-USER-REPEAT', 'find-or-create');
      expectEqual('user_identifier of the repeated session', session.user_identifier, id);
    }
    const after = await listUsers(ctx, newestFirst);
    expectEqual(`users listed with identifier ${id}`, idsOf(after).filter((u) => u === id).length, 1);
    expectEqual('total after one creation and one repeat', after.total, before.total + 1);
    expectEqual('user_identifier read back', (await readUser(ctx, id)).user_identifier, id);
  },
);

// ---------------------------------------------------------------- GET /api/v1/users/{user_identifier}

check(
  {
    id: 'USER-DETAIL-SHAPE',
    title: 'reads a user back with every detail field and the e-mail given at creation',
    operation: 'getUser',
    spec: '§2.1, §4.2',
    requirements: ['USER-DETAIL-SHAPE'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('detail');
    const email = emailFor(id);
    await createUser(ctx, id, email);
    const user = await readUser(ctx, id);
    expectEqual('user_identifier', user.user_identifier, id);
    expectEqual('email', user.email, email);
    expectTimestamp('created_at', user.created_at);
    if (user.last_login !== null) expectTimestamp('last_login', user.last_login);
  },
);

check(
  {
    id: 'USER-DETAIL-DOMAIN-COUNT-FIXTURE',
    title: 'gives the fixture user a domain_count equal to the number of its listed domains, in the detail and the list',
    operation: 'getUser',
    spec: '§2.1, §4.2, §4.3',
    requirements: ['USER-DETAIL-DOMAIN-COUNT'],
  },
  async (ctx) => {
    const user = await readUser(ctx, ctx.run.fixtureUser);
    const domains = await expectSuccess(
      ctx,
      await ctx.api.call('listUserDomains', { params: { user_identifier: ctx.run.fixtureUser } }),
      'listUserDomains',
      'extended',
    );
    expectThat(domains.domains.length > 0, `the fixture user ${ctx.run.fixtureUser} must own at least one domain (CONFORMANCE_FIXTURE_USER)`);
    expectEqual(`domain_count of ${ctx.run.fixtureUser} against GET /api/v1/users/{user_identifier}/domains`, user.domain_count, domains.domains.length);
    // The list entry carries the same count; on a key with many users the fixture may fall outside the first page.
    const page = await listUsers(ctx, { limit: C.listUsersLimitMax, sort: 'domain_count', order: 'desc' });
    const entry = page.users.find((u) => u.user_identifier === ctx.run.fixtureUser);
    if (entry) expectEqual(`domain_count of ${ctx.run.fixtureUser} in the users list`, entry.domain_count, domains.domains.length);
  },
);

check(
  {
    id: 'USER-DETAIL-DOMAIN-COUNT-NEW',
    title: 'gives a new user a domain_count of 0 and an empty domain list',
    operation: 'getUser',
    spec: '§2.1, §4.2, §4.3',
    requirements: ['USER-DETAIL-DOMAIN-COUNT'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('count');
    await createUser(ctx, id);
    expectEqual('domain_count of a new user', (await readUser(ctx, id)).domain_count, 0);
    const domains = await expectSuccess(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), 'listUserDomains', 'extended');
    expectEqual('domains of a new user', domains.domains.length, 0);
  },
);

check(
  { id: 'USER-GET-UNKNOWN-404', title: 'answers 404 for a user that does not exist', operation: 'getUser', spec: '§7', requirements: ['USER-NOT-FOUND'] },
  async (ctx) => {
    expectError(ctx, await ctx.api.call('getUser', { params: { user_identifier: `${ctx.run.prefix}-no-such-user` } }), { statuses: [404] });
  },
);

// ---------------------------------------------------------------- GET /api/v1/users

check(
  {
    id: 'USER-LIST-DEFAULTS',
    title: 'lists users as {users, total, limit, offset} with limit 50 and offset 0 when none are given',
    operation: 'listUsers',
    spec: '§4.2',
    requirements: ['USER-LIST-SHAPE', 'USER-LIST-LIMIT-DEFAULT', 'USER-LIST-OFFSET', 'USER-LIST-TOTAL'],
  },
  async (ctx) => {
    const page = await listUsers(ctx);
    expectEqual('echoed limit (default 50)', page.limit, C.listUsersLimitDefault);
    expectEqual('echoed offset (default 0)', page.offset, C.listUsersOffsetDefault);
    expectEqual('users on the default page (min(50, total))', page.users.length, Math.min(C.listUsersLimitDefault, page.total));
  },
);

check(
  {
    id: 'USER-LIST-PAGING',
    title: 'pages through users with limit and offset: pages echo them, do not overlap and match a limit-100 listing',
    operation: 'listUsers',
    spec: '§4.2',
    requirements: ['USER-LIST-LIMIT-DEFAULT', 'USER-LIST-OFFSET', 'USER-LIST-TOTAL'],
  },
  async (ctx) => {
    const made = [ctx.uniqueName('page'), ctx.uniqueName('page'), ctx.uniqueName('page')];
    for (const id of made) await createUser(ctx, id);
    const full = await listUsers(ctx, newestFirst);
    for (const id of made) expectThat(idsOf(full).includes(id), `the new user ${id} must be on the first page of users sorted created_at desc`);
    const seen: any[] = [];
    for (const [limit, offset] of [
      [2, 0],
      [2, 2],
      [1, 4],
    ]) {
      const page = await listUsers(ctx, { ...newestFirst, limit, offset });
      expectEqual(`echoed limit of the page limit=${limit}&offset=${offset}`, page.limit, limit);
      expectEqual(`echoed offset of the page limit=${limit}&offset=${offset}`, page.offset, offset);
      expectEqual(`total of the page limit=${limit}&offset=${offset}`, page.total, full.total);
      expectEqual(`users on the page limit=${limit}&offset=${offset}`, page.users.length, Math.max(0, Math.min(limit, full.total - offset)));
      seen.push(...page.users);
    }
    const ids = seen.map((u) => u.user_identifier);
    const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
    if (duplicate) fail(`pages must not overlap, but ${duplicate} appears on two pages: ${JSON.stringify(ids)}`);
    const expected = full.users.slice(0, seen.length);
    // Ties on created_at may come in any order: the same set, and the same created_at at every position.
    expectEqual(
      'users of the pages (as a set) against the first entries of the limit-100 listing',
      [...ids].sort(),
      expected.map((u) => u.user_identifier).sort(),
    );
    seen.forEach((u, i) => {
      if (Date.parse(u.created_at) !== Date.parse(expected[i].created_at)) {
        fail(
          `position ${i}: the pages give ${u.user_identifier} (created_at ${u.created_at}), ` +
            `the limit-100 listing ${expected[i].user_identifier} (created_at ${expected[i].created_at})`,
        );
      }
    });
  },
);

check(
  {
    id: 'USER-LIST-TOTAL-FOLLOWS',
    title: 'raises total by exactly 1 when a user is created and lowers it by 1 when the user is deleted',
    operation: 'listUsers',
    spec: '§4.2',
    requirements: ['USER-LIST-TOTAL', 'USER-DELETE-CASCADE'],
  },
  async (ctx) => {
    const before = await listUsers(ctx, newestFirst);
    const id = ctx.uniqueName('total');
    await createUser(ctx, id);
    const created = await listUsers(ctx, newestFirst);
    expectEqual('total after one creation', created.total, before.total + 1);
    expectThat(idsOf(created).includes(id), `the new user ${id} must be listed`);
    await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }), 'deleteUser');
    const deleted = await listUsers(ctx, newestFirst);
    expectEqual('total after the deletion', deleted.total, before.total);
    expectThat(!idsOf(deleted).includes(id), `the deleted user ${id} must not be listed`);
  },
);

for (const key of C.listUsersSortFields as SortKey[]) {
  for (const order of C.listUsersOrders as Array<'asc' | 'desc'>) {
    check(
      {
        id: `USER-LIST-SORT-${key.toUpperCase().replace(/_/g, '-')}-${order.toUpperCase()}`,
        title: `orders the users list by ${key} ${order === 'asc' ? 'ascending' : 'descending'} when asked to`,
        operation: 'listUsers',
        spec: '§4.2',
        requirements: ['USER-LIST-SORT', 'USER-LIST-ORDER'],
      },
      async (ctx) => {
        const page = await listUsers(ctx, { limit: C.listUsersLimitMax, sort: key, order });
        expectOrdered(page, key, order, `GET /api/v1/users?sort=${key}&order=${order}`);
      },
    );
  }
}

check(
  {
    id: 'USER-LIST-DEFAULT-SORT',
    title: 'orders the users list by created_at descending when neither sort nor order is given',
    operation: 'listUsers',
    spec: '§4.2',
    requirements: ['USER-LIST-SORT', 'USER-LIST-ORDER'],
  },
  async (ctx) => {
    const page = await listUsers(ctx, { limit: C.listUsersLimitMax });
    expectOrdered(page, 'created_at', 'desc', 'GET /api/v1/users without sort and order (default created_at desc)');
  },
);

check(
  {
    id: 'USER-LIST-LIMIT-OVER-MAX',
    title: 'rejects limit=101 or clamps it to 100; never returns more than 100 users or echoes 101',
    operation: 'listUsers',
    spec: '§4.2, §8',
    requirements: ['USER-LIST-LIMIT-MAX'],
  },
  async (ctx) => {
    const res = await ctx.api.call('listUsers', { query: { limit: C.listUsersLimitMax + 1 } });
    if (res.status >= 400) {
      expectRejected(ctx, res, { field: 'limit' });
      ctx.observe('AMB-LIST-LIMIT-OVER-MAX', 'reject');
      return;
    }
    if (res.json && res.body?.limit === C.listUsersLimitMax + 1) fail(`limit=101: the echoed limit must be at most 100 (§8), received ${res.body.limit}`);
    if (res.json && Array.isArray(res.body?.users) && res.body.users.length > C.listUsersLimitMax) {
      fail(`limit=101: at most 100 users may be returned (§8), received ${res.body.users.length}`);
    }
    const page = (await expectSuccess(ctx, res)) as UserPage;
    ctx.observe('AMB-LIST-LIMIT-OVER-MAX', 'clamp');
    expectEqual('echoed limit after clamping', page.limit, C.listUsersLimitMax);
  },
);

for (const [tag, query, field, what] of [
  ['LIMIT-NOT-INTEGER', { limit: 'ten' }, 'limit', 'a limit that is not a number'],
  ['LIMIT-FRACTION', { limit: '2.5' }, 'limit', 'a limit that is not an integer'],
  ['SORT-UNKNOWN', { sort: 'user_identifier' }, 'sort', 'a sort outside created_at, last_login and domain_count'],
  ['ORDER-UNKNOWN', { order: 'up' }, 'order', 'an order other than asc or desc'],
] as const) {
  check(
    {
      id: `USER-LIST-${tag}-REJECTED`,
      title: `rejects ${what}`,
      operation: 'listUsers',
      spec: '§4.2, §7',
      requirements: ['USER-LIST-PARAMS-INVALID', field === 'limit' ? 'USER-LIST-LIMIT-DEFAULT' : field === 'sort' ? 'USER-LIST-SORT' : 'USER-LIST-ORDER'],
    },
    async (ctx) => {
      expectRejected(ctx, await ctx.api.call('listUsers', { query }), { field });
    },
  );
}

// ---------------------------------------------------------------- PUT /api/v1/users/{user_identifier}

check(
  {
    id: 'USER-UPDATE-EMAIL',
    title: 'changes the e-mail on PUT, answers {user_identifier, email, updated_at} and keeps the new e-mail',
    operation: 'updateUser',
    spec: '§2.1, §4.2',
    requirements: ['USER-UPDATE-SHAPE', 'USER-UPDATE-PERSISTS'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('upd');
    await createUser(ctx, id, emailFor(id, 'old'));
    const email = emailFor(id, 'new');
    const body = await expectSuccess(ctx, await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email } }));
    expectEqual('user_identifier of the update response', body.user_identifier, id);
    expectEqual('email of the update response', body.email, email);
    expectTimestamp('updated_at', body.updated_at);
    expectEqual('email read back after PUT', (await readUser(ctx, id)).email, email);
  },
);

check(
  {
    id: 'USER-UPDATE-EMAIL-INVALID',
    title: 'rejects an invalid e-mail on PUT (invalid_format) and keeps the old e-mail',
    operation: 'updateUser',
    spec: '§2.1, §7',
    requirements: ['USER-EMAIL-FORMAT', 'ERR-DETAIL-INVALID-FORMAT', 'USER-UPDATE-PERSISTS'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('updbad');
    const email = emailFor(id);
    await createUser(ctx, id, email);
    expectRejected(ctx, await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: 'not-an-email' } }), {
      field: 'email',
      detailCode: 'invalid_format',
    });
    expectEqual('email read back after a rejected PUT', (await readUser(ctx, id)).email, email);
  },
);

check(
  {
    id: 'USER-UPDATE-UNKNOWN-404',
    title: 'answers 404 to a PUT of a user that does not exist',
    operation: 'updateUser',
    spec: '§7',
    requirements: ['USER-NOT-FOUND'],
  },
  async (ctx) => {
    const id = `${ctx.run.prefix}-no-such-user`;
    const res = await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: emailFor(id) } });
    if (res.status >= 200 && res.status < 300) {
      await ctx.api.call('deleteUser', { params: { user_identifier: id } }); // the PUT may have created it: leave nothing behind
    }
    expectError(ctx, res, { statuses: [404] });
  },
);

// ---------------------------------------------------------------- DELETE /api/v1/users/{user_identifier}

check(
  {
    id: 'USER-DELETE-REMOVES',
    title: 'deletes a user with 204 and an empty body; the user and its domain list are then 404',
    operation: 'deleteUser',
    spec: '§4.2, §7',
    requirements: ['USER-DELETE-204', 'USER-DELETE-CASCADE', 'HTTP-204-EMPTY', 'USER-NOT-FOUND'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('del');
    await createUser(ctx, id);
    await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }));
    expectError(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), { statuses: [404], operationId: 'getUser' });
    expectError(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), { statuses: [404], operationId: 'listUserDomains' });
  },
);

check(
  {
    id: 'USER-DELETE-AGAIN-404',
    title: 'answers 404 to a second DELETE of the same user',
    operation: 'deleteUser',
    spec: '§4.2, §7',
    requirements: ['USER-NOT-FOUND', 'USER-DELETE-204'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('deltwice');
    await createUser(ctx, id);
    await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }));
    expectError(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }), { statuses: [404] });
  },
);

check(
  {
    id: 'USER-DELETE-CASCADE-TRANSFER',
    title: "deletes the user's transfers with the user: the transfer status is 404 afterwards",
    operation: 'deleteUser',
    spec: '§4.2',
    requirements: ['USER-DELETE-CASCADE'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('cascade');
    await createUser(ctx, id);
    const transferRes = await ctx.api.call('initiateTransfer', {
      body: { domain_name: `${ctx.uniqueName('xfer')}.com`, user_identifier: id, auth_code: 'EPP-7Kq2-xZ9w' },
    });
    const transfer = await expectSuccess(ctx, transferRes, 'initiateTransfer', 'extended');
    const transferId = String(transfer.transfer_id);
    await expectSuccess(ctx, await ctx.api.call('getTransfer', { params: { transfer_id: transferId } }), 'getTransfer', 'extended');
    await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }));
    const after = await ctx.api.call('getTransfer', { params: { transfer_id: transferId } });
    if (after.status !== 404)
      fail(
        `"deletes the user and all associated data" (§4.2): GET /api/v1/domains/transfers/${transferId} ` +
          `of the deleted user's transfer must be 404, received ${after.status}`,
      );
    expectError(ctx, after, { statuses: [404], operationId: 'getTransfer' });
  },
);

// ---------------------------------------------------------------- §5 rule 4: user identifiers are unique per API key

const isolation = { needs: ['secondKey' as const], spec: '§5 rule 4, §2.1', requirements: ['AUTH-USER-ISOLATION'] };

check(
  {
    id: 'USER-ISOLATION-GET-404',
    title: "answers 404 when a key reads another key's user",
    operation: 'getUser',
    ...isolation,
    requirements: ['AUTH-USER-ISOLATION', 'USER-NOT-FOUND'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('isoget');
    await createUser(ctx, id);
    expectError(ctx, await ctx.api2.call('getUser', { params: { user_identifier: id } }), { statuses: [404] });
  },
);

check(
  {
    id: 'USER-ISOLATION-SAME-ID',
    title: 'creates an identifier that exists under another key as a different user with its own e-mail',
    operation: 'createUser',
    iface: 'extended',
    ...isolation,
  },
  async (ctx) => {
    const id = ctx.uniqueName('isosame');
    const [emailA, emailB] = [emailFor(id, 'keya'), emailFor(id, 'keyb')];
    await createUser(ctx, id, emailA);
    const res = await ctx.api2.call('createUser', { body: { user_identifier: id, email: emailB } });
    if (res.status === 409)
      fail(`POST /api/v1/users under the second key: ${id} exists only under the first key, so it is new here (§5 rule 4 "unique per API key"), received 409`);
    expectEqual("user_identifier of the second key's session", (await expectSuccess(ctx, res)).user_identifier, id);
    expectEqual("email of the second key's user", (await readUser(ctx, id, ctx.api2)).email, emailB);
    expectEqual("email of the first key's user", (await readUser(ctx, id)).email, emailA);
  },
);

check(
  {
    id: 'USER-ISOLATION-DELETE',
    title: 'deleting a user under one key leaves the same identifier under the other key',
    operation: 'deleteUser',
    ...isolation,
  },
  async (ctx) => {
    const id = ctx.uniqueName('isodel');
    await createUser(ctx, id, emailFor(id, 'keya'));
    await createUser(ctx, id, emailFor(id, 'keyb'), ctx.api2);
    await expectSuccess(ctx, await ctx.api2.call('deleteUser', { params: { user_identifier: id } }));
    expectError(ctx, await ctx.api2.call('getUser', { params: { user_identifier: id } }), { statuses: [404], operationId: 'getUser' });
    const survivor = await ctx.api.call('getUser', { params: { user_identifier: id } });
    if (survivor.status === 404)
      fail(`the first key's user ${id} must survive a DELETE under the second key (§5 rule 4 "unique per API key"), but GET under the first key answered 404`);
    const user = await expectSuccess(ctx, survivor, 'getUser', 'extended');
    expectEqual("email of the first key's user after the second key's delete", user.email, emailFor(id, 'keya'));
  },
);

check({ id: 'USER-ISOLATION-LIST', title: "never lists another key's users, nor counts them in total", operation: 'listUsers', ...isolation }, async (ctx) => {
  const before = await listUsers(ctx, newestFirst);
  const id = ctx.uniqueName('isolist');
  await createUser(ctx, id, undefined, ctx.api2);
  expectThat(idsOf(await listUsers(ctx, newestFirst, ctx.api2)).includes(id), `the second key's new user ${id} must be in the second key's list`);
  const after = await listUsers(ctx, newestFirst);
  expectThat(!idsOf(after).includes(id), `the first key's list must not show ${id}, a user of the second key`);
  expectEqual("the first key's total after the second key created a user", after.total, before.total);
});
