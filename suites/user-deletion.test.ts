// After DELETE /api/v1/users/{user_identifier}: every operation that reads the user's data answers 404, each checked on its own operation (§4.2 "deletes
// the user and all associated data", §7 404 not_found).
import { check, type CheckContext, type Res } from '../harness/check.js';
import { freshDomainName } from '../harness/domain-names.js';
import { expectEqual, expectError, expectSuccess } from '../harness/expect.js';

/** A fresh user of this run, then deleted; returns its identifier. */
async function deletedUser(ctx: CheckContext, hint: string, before?: (id: string) => Promise<void>): Promise<string> {
  const id = ctx.uniqueName(hint);
  await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
  await before?.(id);
  await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }), 'deleteUser');
  return id;
}

/**
 * The second key's setup of a deletion check: a refusal (4xx) means that key may not do it (no transfer rights, a TLD it does not offer), which
 * says nothing of the DELETE the check is about: skipped as not assessed. A success is held to its contract; a 5xx stays a failure.
 */
async function secondKeyMay(ctx: CheckContext, res: Res, operationId: string, what: string): Promise<Record<string, any>> {
  if (res.status >= 400 && res.status < 500 && res.status !== 429)
    return ctx.skip(`the second key may not ${what} (${res.status}): the DELETE's scope was not assessed`);
  return expectSuccess(ctx, res, operationId, 'extended');
}

/**
 * A user of the run's (prefixed, from `hint`) created under the second key, with a transfer it initiated: `body` gets both, and the user is
 * deleted afterwards (its transfer with it, §4.2), or left to the run's cleanup when that DELETE fails.
 */
async function withSecondKeyTransfer(ctx: CheckContext, hint: string, body: (id: string, transferId: string) => Promise<void>): Promise<void> {
  const id = ctx.uniqueName(hint);
  await secondKeyMay(ctx, await ctx.api2!.call('createUser', { body: { user_identifier: id } }), 'createUser', 'create a user');
  try {
    const started = await ctx.api2!.call('initiateTransfer', {
      body: { domain_name: await freshDomainName(ctx, hint), user_identifier: id, auth_code: 'EPP-7Kq2-xZ9w' },
    });
    await body(id, String((await secondKeyMay(ctx, started, 'initiateTransfer', 'initiate a transfer')).transfer_id));
  } finally {
    await ctx.api2!.call('deleteUser', { params: { user_identifier: id } });
  }
}

/** The second key's transfer still reads back, as itself. */
async function expectSecondKeyTransfer(ctx: CheckContext, transferId: string, what: string): Promise<void> {
  const transfer = await expectSuccess(ctx, await ctx.api2!.call('getTransfer', { params: { transfer_id: transferId } }), 'getTransfer', 'extended');
  expectEqual(`transfer_id of ${what}`, String(transfer.transfer_id), transferId);
}

check(
  {
    id: 'USER-DELETED-GET-404',
    title: 'answers 404 to GET of a user after its DELETE',
    operation: 'getUser',
    spec: '§4.2, §7',
    requirements: ['USER-DELETE-CASCADE', 'USER-NOT-FOUND'],
  },
  async (ctx) => {
    const id = await deletedUser(ctx, 'delget');
    expectError(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), { statuses: [404] });
  },
);

for (const iface of ['core', 'extended'] as const) {
  check(
    {
      id: `USER-DELETED-DOMAINS-404-${iface}`,
      title: `answers 404 to the ${iface} domain list of a user after its DELETE`,
      operation: 'listUserDomains',
      iface,
      spec: '§4.1, §4.2, §7',
      requirements: ['USER-DELETE-CASCADE', 'USER-NOT-FOUND'],
    },
    async (ctx) => {
      // GET /api/v1/users/{user_identifier}/domains is a path of both interfaces: the deleted user's data is gone from each.
      const id = await deletedUser(ctx, 'deldom');
      expectError(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), { statuses: [404] });
    },
  );
}

check(
  {
    id: 'USER-DELETED-TRANSFER-404',
    title: "answers 404 to the status of a deleted user's transfer",
    operation: 'getTransfer',
    spec: '§4.2, §4.3, §7',
    requirements: ['USER-DELETE-CASCADE', 'TRANSFER-NOT-FOUND'],
  },
  async (ctx) => {
    let transferId = '';
    await deletedUser(ctx, 'delxfer', async (id) => {
      const res = await ctx.api.call('initiateTransfer', {
        body: { domain_name: await freshDomainName(ctx, 'delxfer'), user_identifier: id, auth_code: 'EPP-7Kq2-xZ9w' },
      });
      transferId = String((await expectSuccess(ctx, res, 'initiateTransfer', 'extended')).transfer_id);
    });
    expectError(ctx, await ctx.api.call('getTransfer', { params: { transfer_id: transferId } }), { statuses: [404] });
  },
);

// §4.2 deletes "the user and all associated data": that user's, no one else's. The fixture domain (the fixture user's) reads the same
// after another user's DELETE; no run deletes the fixture user. (Another user's transfer would show the same of transfers, but a transfer
// request more makes a full run need a fourth §8 transfer window: 31 of 10 a minute.)
check(
  {
    id: 'USER-DELETE-SPARES-OTHERS',
    title: "deletes only the user's own data: the fixture domain, another user's, still reads back after the DELETE",
    operation: 'deleteUser',
    spec: '§4.2, §4.3',
    requirements: ['USER-DELETE-SCOPE'],
    needs: ['fixtureDomain'],
  },
  async (ctx) => {
    await deletedUser(ctx, 'delother');
    // expectSuccess: a success status of the operation (AMB-SUCCESS-STATUS) and the contract's shape; a 404 is the deletion reaching too far.
    const domain = await expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id: ctx.domain.id } }), 'getDomain', 'extended');
    expectEqual("id of the fixture domain (the fixture user's) read after another user's DELETE", String(domain.id), ctx.domain.id);
  },
);

check(
  {
    id: 'USER-ISOLATION-DELETE-SPARES-OTHER-KEY',
    title: "deletes with a user only that key's data: the transfer of the second key's user of the same identifier still reads back",
    operation: 'deleteUser',
    needs: ['secondKey'],
    spec: '§5 rule 4, §4.2, §4.3',
    requirements: ['AUTH-USER-ISOLATION', 'USER-DELETE-SCOPE'],
  },
  async (ctx) => {
    // Here, not in user-isolation.test.ts: this file sends transfer requests before the transfer suite spends its group (RUN_FIRST).
    // §5 rule 4: the same identifier under two keys names two users; §4.2 DELETE deletes "the user and all associated data", the first
    // key's. The second key's user and its transfer are this run's (prefixed), and deleted or left to the run's cleanup afterwards.
    await withSecondKeyTransfer(ctx, 'isodel', async (id, transferId) => {
      await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
      await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }), 'deleteUser');
      await expectSecondKeyTransfer(ctx, transferId, "the second key's transfer after the first key deleted its user of the same identifier");
    });
  },
);

check(
  {
    id: 'USER-DELETE-SPARES-OTHER-USERS-TRANSFER',
    title: "deletes only the user's own transfers: another user's transfer under the same key still reads back after the DELETE",
    operation: 'deleteUser',
    needs: ['secondKey'],
    spec: '§4.2, §4.3',
    requirements: ['USER-DELETE-SCOPE'],
  },
  async (ctx) => {
    // §4.2 DELETE deletes "the user and all associated data": that user's transfers, not every transfer of the key. With the second key: the
    // first key's §8 transfer group is spent by the transfer checks (three windows of 10), the second key's is nearly unused. Both users are
    // this run's (prefixed), deleted here or by the run's cleanup.
    await withSecondKeyTransfer(ctx, 'keptxfer', async (kept, transferId) => {
      const gone = ctx.uniqueName('gonexfer');
      await expectSuccess(ctx, await ctx.api2!.call('createUser', { body: { user_identifier: gone } }), 'createUser', 'extended');
      await expectSuccess(ctx, await ctx.api2!.call('deleteUser', { params: { user_identifier: gone } }), 'deleteUser');
      await expectSecondKeyTransfer(ctx, transferId, `user ${kept}'s transfer after another user's DELETE`);
    });
  },
);
