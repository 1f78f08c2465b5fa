// The user's numbers agree on every operation that shows them: domain_count in the user list and against the domain list, total_spent as a decimal
// string in the detail (§2.1 domain_count, §2.2/§2.5 string decimals, §4.2, §4.3).
import { constants } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import { expectEqual, expectSuccess, expectThat, fail } from '../harness/expect.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;

async function readUser(ctx: CheckContext, id: string): Promise<any> {
  return expectSuccess(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), 'getUser', 'extended');
}

async function domainsOf(ctx: CheckContext, id: string): Promise<any[]> {
  return (await expectSuccess(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), 'listUserDomains', 'extended')).domains;
}

check(
  {
    id: 'USER-LIST-DOMAIN-COUNT',
    title: "gives each user list entry the user's number of domains: 0 for a new user, the listed domains for the fixture user",
    operation: 'listUsers',
    spec: '§2.1, §4.2',
    requirements: ['USER-DETAIL-DOMAIN-COUNT'],
  },
  async (ctx) => {
    // §2.1 "domain_count: integer" of a user list entry: the user's number of domains.
    const id = ctx.uniqueName('listcount');
    await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
    const newest = await expectSuccess(
      ctx,
      await ctx.api.call('listUsers', { query: { limit: constants.listUsersLimitMax, sort: 'created_at', order: 'desc' } }),
      'listUsers',
      'extended',
    );
    const mine = newest.users.find((u: any) => u.user_identifier === id);
    if (!mine) fail(`the new user ${id} must be among the ${constants.listUsersLimitMax} newest users listed`);
    expectEqual(`domain_count of the new user ${id} in the users list`, mine.domain_count, 0);
    const listed = (await domainsOf(ctx, ctx.run.fixtureUser)).length;
    const byCount = await expectSuccess(
      ctx,
      await ctx.api.call('listUsers', { query: { limit: constants.listUsersLimitMax, sort: 'domain_count', order: 'desc' } }),
      'listUsers',
      'extended',
    );
    // On a key with more users than a page holds, the fixture user may be on a later page: it is then not compared.
    const fixture = byCount.users.find((u: any) => u.user_identifier === ctx.run.fixtureUser);
    if (fixture) expectEqual(`domain_count of ${ctx.run.fixtureUser} in the users list against its ${listed} listed domains`, fixture.domain_count, listed);
  },
);

check(
  {
    id: 'USER-DOMAINS-MATCH-DOMAIN-COUNT',
    title: "lists as many domains for a user as the user's domain_count: the fixture user's, and none for a new user",
    operation: 'listUserDomains',
    spec: '§2.1, §4.3',
    requirements: ['USER-DETAIL-DOMAIN-COUNT'],
  },
  async (ctx) => {
    const user = await readUser(ctx, ctx.run.fixtureUser);
    const domains = await domainsOf(ctx, ctx.run.fixtureUser);
    expectEqual(`domains listed for ${ctx.run.fixtureUser} against its domain_count`, domains.length, user.domain_count);
    const id = ctx.uniqueName('domcount');
    await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
    expectEqual(`domains listed for the new user ${id}`, (await domainsOf(ctx, id)).length, 0);
  },
);

check(
  {
    id: 'USER-DETAIL-TOTAL-SPENT-DECIMAL',
    title: 'gives total_spent in the user detail as a decimal amount in a string',
    operation: 'getUser',
    spec: '§2.1, §2.2, §2.5',
    requirements: ['DOMAIN-DECIMALS'],
  },
  async (ctx) => {
    // §2.1 "total_spent | string (decimal amount)".
    const user = await readUser(ctx, ctx.run.fixtureUser);
    expectThat(
      typeof user.total_spent === 'string' && DECIMAL.test(user.total_spent),
      `total_spent: expected a decimal amount as a string, received ${JSON.stringify(user.total_spent)}`,
    );
  },
);
