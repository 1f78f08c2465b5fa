// suites/users-isolation.test.ts: user identifiers are unique per API key: another key's users are never seen, read,
// changed or deleted (§5 rule 4, §2.1).
import { check } from '../harness/check.js';
import { expectError, expectSuccess, expectEqual, expectThat, fail } from '../harness/expect.js';
import { busyIf, measureWhileOthersQuiet } from '../harness/shared-key.js';
import { createUser, emailFor, idsOf, listUsers, newestFirst, othersUsersChanged, readUser } from '../harness/users.js';

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

check(
  {
    id: 'USER-ISOLATION-LIST',
    title: "never lists another key's users, nor counts them in total",
    operation: 'listUsers',
    ...isolation,
    // Checks beside it create users with the first key: a run of them once moved its total from 5 to 7.
    exclusive: "it compares the first key's users total before and after the second key's creation",
    holdsOnSharedKey: true,
  },
  async (ctx) => {
    // §2.1 user_identifier "unique per API key", §5 rule 4 "User identifiers are unique per API key.": the second key's user is not the
    // first key's, listed or counted. The total is compared only when the first key's newest users read around the creation show no user
    // of others coming or going (another run on the key); otherwise it is measured again with a fresh user.
    await measureWhileOthersQuiet(ctx, "the first key's users total around the second key's creation", async () => {
      const before = await listUsers(ctx, newestFirst);
      const id = ctx.uniqueName('isolist');
      await createUser(ctx, id, undefined, ctx.api2);
      expectThat(idsOf(await listUsers(ctx, newestFirst, ctx.api2)).includes(id), `the second key's new user ${id} must be in the second key's list`);
      const after = await listUsers(ctx, newestFirst);
      expectThat(!idsOf(after).includes(id), `the first key's list must not show ${id}, a user of the second key`);
      const activity = othersUsersChanged(ctx, before, after);
      if (!activity) expectEqual("the first key's total after the second key created a user", after.total, before.total);
      return busyIf(activity);
    });
  },
);
