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

check(
  {
    id: 'USER-ISOLATION-DELETE-SPARES-OTHER-KEY',
    title: "deletes with a user only that key's data: the transfer of the second key's user of the same identifier still reads back",
    operation: 'deleteUser',
    ...isolation,
    spec: '§5 rule 4, §4.2, §4.3',
    requirements: ['AUTH-USER-ISOLATION', 'USER-DELETE-SCOPE'],
  },
  async (ctx) => {
    // §5 rule 4: the same identifier under two keys names two users; §4.2 DELETE deletes "the user and all associated data", the first
    // key's. The second key's user and its transfer are this run's (prefixed), and deleted or left to the run's cleanup afterwards.
    const id = ctx.uniqueName('isodel');
    await expectSuccess(ctx, await ctx.api2.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
    try {
      const started = await ctx.api2.call('initiateTransfer', {
        body: { domain_name: `${ctx.uniqueName('isodel')}.com`, user_identifier: id, auth_code: 'EPP-7Kq2-xZ9w' },
      });
      const transferId = String((await expectSuccess(ctx, started, 'initiateTransfer', 'extended')).transfer_id);
      await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
      await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }), 'deleteUser');
      const transfer = await expectSuccess(ctx, await ctx.api2.call('getTransfer', { params: { transfer_id: transferId } }), 'getTransfer', 'extended');
      expectEqual(
        "transfer_id of the second key's transfer after the first key deleted its user of the same identifier",
        String(transfer.transfer_id),
        transferId,
      );
    } finally {
      await ctx.api2.call('deleteUser', { params: { user_identifier: id } });
    }
  },
);
