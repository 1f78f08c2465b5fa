// §5 rule 4 "User identifiers are unique per API key" on the operations that read or change one user: another key's user is not found (404) and stays
// unchanged. Needs CONFORMANCE_SECOND_API_KEY.
import { check, type CheckContext } from '../harness/check.js';
import { expectEqual, expectError, expectSuccess } from '../harness/expect.js';

const isolation = { needs: ['secondKey' as const], spec: '§5 rule 4, §2.1, §7', requirements: ['AUTH-USER-ISOLATION', 'USER-NOT-FOUND'] };

/** A user created under the first key only, with an e-mail that names it. */
async function firstKeyUser(ctx: CheckContext, hint: string): Promise<{ id: string; email: string }> {
  const id = ctx.uniqueName(hint);
  const email = `keya.${id}@example.com`;
  await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id, email } }), 'createUser', 'extended');
  return { id, email };
}

check(
  { id: 'USER-ISOLATION-DOMAINS-404', title: "answers 404 when a key lists the domains of another key's user", operation: 'listUserDomains', ...isolation },
  async (ctx) => {
    const { id } = await firstKeyUser(ctx, 'isodom');
    expectError(ctx, await ctx.api2.call('listUserDomains', { params: { user_identifier: id } }), { statuses: [404] });
  },
);

check(
  {
    id: 'USER-ISOLATION-UPDATE-404',
    title: "answers 404 when a key updates another key's user, and leaves that user's e-mail unchanged",
    operation: 'updateUser',
    ...isolation,
  },
  async (ctx) => {
    const { id, email } = await firstKeyUser(ctx, 'isoupd');
    const res = await ctx.api2.call('updateUser', { params: { user_identifier: id }, body: { email: `keyb.${id}@example.com` } });
    if (res.status >= 200 && res.status < 300) await ctx.api2.call('deleteUser', { params: { user_identifier: id } }); // it may have created one: leave nothing
    expectError(ctx, res, { statuses: [404] });
    const mine = await expectSuccess(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), 'getUser', 'extended');
    expectEqual("the first key's user e-mail after the second key's PUT", mine.email, email);
  },
);
