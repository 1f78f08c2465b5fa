// suites/users-list.test.ts: the users list GET /api/v1/users: its shape, paging, total, sorting and limits (§4.2).
import { constants } from '../contracts/spec-data.js';
import { check } from '../harness/check.js';
import { expectRejected, expectSuccess, expectEqual, expectThat, fail } from '../harness/expect.js';
import { anotherRunIn, busyIf, measureWhileOthersQuiet, strictly } from '../harness/shared-key.js';
import {
  createUser,
  expectListQueryRefusedOrRead,
  expectOrdered,
  idsOf,
  listUsers,
  newestFirst,
  othersUsersChanged,
  type SortKey,
  type UserPage,
} from '../harness/users.js';
import { instantOf } from '../harness/iso-8601.js';

/**
 * Why these checks run alone (CheckMeta.exclusive). All hold on a key another run shares (CheckMeta.holdsOnSharedKey): most read one answer
 * (its own limit, order, total against its own users, or a refusal), which others' users cannot make inconsistent; USER-LIST-PAGING and
 * USER-LIST-TOTAL-FOLLOWS compare several answers, and measure while others are quiet (harness/shared-key.ts).
 */
const ALONE = "it reads the users list's totals, pages and orderings, which users created meanwhile would shift";

const C = constants;

/** The created_at instants two or more of `users` share: a tie whose order AMB-LIST-TIE-ORDER leaves open. */
function tiedInstants(users: Array<{ created_at: unknown }>): Set<number> {
  const instants = users.map((u) => instantOf(u.created_at));
  return new Set(instants.filter((t, i) => instants.indexOf(t) !== i));
}

// ---------------------------------------------------------------- GET /api/v1/users

check(
  {
    id: 'USER-LIST-DEFAULTS',
    exclusive: ALONE,
    holdsOnSharedKey: true,
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
    id: 'USER-LIST-NO-TOTAL-SPENT',
    title: 'lists users without total_spent (the list entry is not the user detail)',
    operation: 'listUsers',
    spec: '§2.1',
    requirements: ['USER-LIST-NO-TOTAL-SPENT'],
  },
  async (ctx) => {
    // §2.1 "The user list entries carry user_identifier, email, created_at, last_login and domain_count (no total_spent)."
    const id = ctx.uniqueName('nospent');
    await createUser(ctx, id);
    const page = await listUsers(ctx, newestFirst);
    expectThat(idsOf(page).includes(id), `the new user ${id} must be on the first page of users sorted created_at desc`);
    const carrying = page.users.find((u: any) => u && typeof u === 'object' && Object.hasOwn(u, 'total_spent'));
    if (carrying) {
      fail(
        `user list entries must not carry total_spent (§2.1 "(no total_spent)"), but ${carrying.user_identifier} has ${JSON.stringify(carrying.total_spent)}`,
      );
    }
  },
);

check(
  {
    id: 'USER-LIST-PAGING',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'pages through users with limit and offset (one not a multiple of its limit): pages echo them, do not overlap, match a limit-100 listing',
    operation: 'listUsers',
    spec: '§4.2',
    requirements: ['USER-LIST-LIMIT-DEFAULT', 'USER-LIST-OFFSET', 'USER-LIST-TOTAL'],
  },
  async (ctx) => {
    // §4.2 "Query: limit (integer, default 50, max 100), offset (integer, default 0)" with "{users: array of user list entries, total:
    // integer, limit: integer, offset: integer}": the pages are slices of one list. Users others create or delete meanwhile (another run
    // on the key) shift the slices: the pages are compared only when the newest users read before and after show no such change, and a
    // difference with another run in sight is measured again (one of its users may have come and gone unseen), failing when it repeats.
    const made = [ctx.uniqueName('page'), ctx.uniqueName('page'), ctx.uniqueName('page')];
    for (const id of made) await createUser(ctx, id);
    await measureWhileOthersQuiet(ctx, 'pages against the limit-100 listing', async () => {
      const full = await listUsers(ctx, newestFirst);
      for (const id of made) expectThat(idsOf(full).includes(id), `the new user ${id} must be on the first page of users sorted created_at desc`);
      const pages: UserPage[] = [];
      // Contiguous pages, the second starting at an offset that is not a multiple of its limit (2 of 3): offset counts users, not pages.
      for (const [limit, offset] of [
        [2, 0],
        [3, 2],
        [1, 5],
      ]) {
        const page = await listUsers(ctx, { ...newestFirst, limit, offset });
        expectEqual(`echoed limit of the page limit=${limit}&offset=${offset}`, page.limit, limit);
        expectEqual(`echoed offset of the page limit=${limit}&offset=${offset}`, page.offset, offset);
        pages.push(page);
      }
      const after = await listUsers(ctx, newestFirst);
      const activity = othersUsersChanged(ctx, full, after, pages);
      if (activity) return { busy: activity };
      // Another run's user created and deleted between two of these readings is in none of them, yet moves the pages read in between.
      const inSight = anotherRunIn(
        ctx,
        [full, after, ...pages].flatMap((p) => idsOf(p)),
      );
      return strictly(inSight, () => {
        const seen: any[] = [];
        for (const page of pages) {
          const [limit, offset] = [page.limit, page.offset];
          expectEqual(`total of the page limit=${limit}&offset=${offset}`, page.total, full.total);
          expectEqual(`users on the page limit=${limit}&offset=${offset}`, page.users.length, Math.max(0, Math.min(limit, full.total - offset)));
          seen.push(...page.users);
        }
        // AMB-LIST-TIE-ORDER "The order of users whose sort key is equal … is not shown": users created in the same instant (whole-second
        // stamps) tie, and a store with no tie-break may order a tie differently in each LIMIT/OFFSET query, so a tie across a page boundary
        // may show one of its users twice and another not at all. Ids are compared outside ties; inside, the created_at at every position.
        const tied = tiedInstants(full.users);
        const untied = (users: any[]): string[] => users.filter((u) => !tied.has(instantOf(u.created_at))).map((u) => u.user_identifier);
        const ids = seen.map((u) => u.user_identifier);
        const duplicate = untied(seen).find((id, i, all) => all.indexOf(id) !== i);
        if (duplicate) fail(`pages must not overlap, but ${duplicate} appears on two pages: ${JSON.stringify(ids)}`);
        const expected = full.users.slice(0, seen.length);
        expectEqual(
          'users of the pages (as a set, ties on created_at left out) against the first entries of the limit-100 listing',
          untied(seen).sort(),
          untied(expected).sort(),
        );
        seen.forEach((u, i) => {
          if (instantOf(u.created_at) !== instantOf(expected[i].created_at)) {
            fail(
              `position ${i}: the pages give ${u.user_identifier} (created_at ${u.created_at}), ` +
                `the limit-100 listing ${expected[i].user_identifier} (created_at ${expected[i].created_at})`,
            );
          }
        });
      });
    });
  },
);

check(
  {
    id: 'USER-LIST-TOTAL-FOLLOWS',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'raises total by exactly 1 when a user is created and lowers it by 1 when the user is deleted',
    operation: 'listUsers',
    spec: '§4.2',
    requirements: ['USER-LIST-TOTAL', 'USER-DELETE-CASCADE'],
  },
  async (ctx) => {
    // §4.2 "{users: array of user list entries, total: integer, ...}": the total counts the key's users as they are. Each step is held
    // to exactly one only when the newest users read around it show no user of others coming or going (another run on the key);
    // otherwise it is measured again with a fresh user.
    await measureWhileOthersQuiet(ctx, 'the users total around a creation and a deletion', async () => {
      const before = await listUsers(ctx, newestFirst);
      const id = ctx.uniqueName('total');
      await createUser(ctx, id);
      const created = await listUsers(ctx, newestFirst);
      expectThat(idsOf(created).includes(id), `the new user ${id} must be listed`);
      const creating = othersUsersChanged(ctx, before, created);
      if (!creating) expectEqual('total after one creation', created.total, before.total + 1);
      await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }), 'deleteUser');
      const deleted = await listUsers(ctx, newestFirst);
      expectThat(!idsOf(deleted).includes(id), `the deleted user ${id} must not be listed`);
      const deleting = othersUsersChanged(ctx, created, deleted);
      if (!deleting) expectEqual('total after the deletion', deleted.total, created.total - 1);
      return busyIf(creating ?? deleting);
    });
  },
);

for (const key of C.listUsersSortFields as SortKey[]) {
  for (const order of C.listUsersOrders as Array<'asc' | 'desc'>) {
    check(
      {
        id: `USER-LIST-SORT-${key.toUpperCase().replace(/_/g, '-')}-${order.toUpperCase()}`,
        exclusive: ALONE,
        holdsOnSharedKey: true,
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
    exclusive: ALONE,
    holdsOnSharedKey: true,
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
    exclusive: ALONE,
    holdsOnSharedKey: true,
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
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title: `rejects ${what}, or reads it as absent and answers a page within the contract`,
      operation: 'listUsers',
      spec: '§4.2, §7',
      requirements: ['USER-LIST-PARAMS-INVALID', field === 'limit' ? 'USER-LIST-LIMIT-DEFAULT' : field === 'sort' ? 'USER-LIST-SORT' : 'USER-LIST-ORDER'],
    },
    async (ctx) => {
      // §7 "400 ... Invalid request data or parameters", or the parameter's default as for a limit over 100 (AMB-LIST-PARAM-INVALID).
      await expectListQueryRefusedOrRead(ctx, await ctx.api.call('listUsers', { query }), field, (query as Record<string, string>)[field]);
    },
  );
}

/**
 * One user, two views (issue 27 "writes × views"): §2.1 names the fields a list entry carries, and each is the same fact the user's
 * detail shows. A field is a row; instants compare as instants to the second (AMB-TIMESTAMP-FORM lets either view drop fractions),
 * and a value that does not exist yet may be null or absent in either (AMB-MISSING-VALUE).
 */
const LIST_ENTRY_FIELDS: { field: string; kind: 'text' | 'instant' | 'number' }[] = [
  { field: 'user_identifier', kind: 'text' },
  { field: 'email', kind: 'text' },
  { field: 'created_at', kind: 'instant' },
  { field: 'last_login', kind: 'instant' },
  { field: 'domain_count', kind: 'number' },
];

check(
  {
    id: 'USER-LIST-ENTRY-AGREES-WITH-DETAIL',
    title: "shows a new user's list entry with the same user_identifier, email, created_at, last_login and domain_count as its detail",
    operation: 'listUsers',
    spec: '§2.1, §4.2',
    requirements: ['USER-LIST-SHAPE'],
  },
  async (ctx) => {
    // §2.1 "The user list entries carry user_identifier, email, created_at, last_login and domain_count (no total_spent)."
    const id = ctx.uniqueName('views');
    await createUser(ctx, id, `${id}@example.com`);
    const detail = await expectSuccess(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), 'getUser');
    const page = await listUsers(ctx, newestFirst);
    const entry = page.users.find((u: any) => String(u?.user_identifier).toLowerCase() === id.toLowerCase());
    expectThat(entry !== undefined, `the new user ${id} must be on the first page of users sorted created_at desc`);
    for (const { field, kind } of LIST_ENTRY_FIELDS) {
      const [listed, shown] = [entry[field], detail?.[field]];
      if ((listed === null || listed === undefined) && (shown === null || shown === undefined)) continue;
      const same =
        kind === 'instant'
          ? Math.floor(instantOf(listed) / 1000) === Math.floor(instantOf(shown) / 1000)
          : kind === 'number'
            ? Number(listed) === Number(shown)
            : listed === shown;
      expectThat(same, `${field} of ${id}: the list entry shows ${JSON.stringify(listed)}, the user's detail ${JSON.stringify(shown)} (§2.1: the same user)`);
    }
  },
);
