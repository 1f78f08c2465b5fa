// TLDs and availability: GET /api/v1/domains/tlds and GET /api/v1/domains/availability/{domain_name} (§2.5, §2.6, §4.3).
import { check } from '../harness/check';
import { expectEqual, expectSuccess, expectThat, fail } from '../harness/expect';

check(
  {
    id: 'TLD-LIST-OK',
    title: 'lists TLDs with decimal-string prices and an availability flag',
    operation: 'listTlds',
    spec: '§2.5, §4.3',
    requirements: ['TLD-LIST-SHAPE', 'DOMAIN-DECIMALS'],
  },
  async (ctx) => {
    const body = await expectSuccess(ctx, await ctx.api.call('listTlds'));
    expectThat(body.tlds.length > 0, 'GET /api/v1/domains/tlds: expected at least one TLD, received none');
  },
);

check(
  {
    id: 'AVAIL-OWN-DOMAIN-UNAVAILABLE',
    title: 'reports a domain the key already holds as unavailable, with price and currency null',
    operation: 'checkAvailability',
    spec: '§2.6',
    requirements: ['AVAIL-SHAPE', 'AVAIL-PRICE-NULL', 'AVAIL-REGISTERED-UNAVAILABLE', 'AVAIL-ECHO'],
    needs: ['fixtureDomain'],
  },
  async (ctx) => {
    const body = await expectSuccess(ctx, await ctx.api.call('checkAvailability', { params: { domain_name: ctx.domain.name } }));
    expectEqual('domain_name', String(body.domain_name).toLowerCase(), ctx.domain.name.toLowerCase());
    expectEqual(`available for ${ctx.domain.name}, a registered domain`, body.available, false);
    if (body.price !== null || body.currency !== null) {
      fail(`price and currency must be null when unavailable (§2.6), received price ${JSON.stringify(body.price)}, currency ${JSON.stringify(body.currency)}`);
    }
  },
);
