// TLDs and availability: GET /api/v1/domains/tlds and GET /api/v1/domains/availability/{domain_name} (§2.5, §2.6, §4.3).
import { check } from '../harness/check.js';
import { expectDecimalString, expectEqual, expectRejected, expectSuccess, expectThat, fail } from '../harness/expect.js';

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

check(
  {
    id: 'AVAIL-FREE-NAME',
    title: 'reports a never-registered name with an available boolean, and a decimal price and a currency when it is available',
    operation: 'checkAvailability',
    spec: '§2.6, §4.3',
    requirements: ['AVAIL-SHAPE', 'AVAIL-PRICE-NULL', 'AVAIL-ECHO'],
  },
  async (ctx) => {
    const name = `${ctx.uniqueName()}-free.com`;
    const body = await expectSuccess(ctx, await ctx.api.call('checkAvailability', { params: { domain_name: name } }));
    expectEqual('domain_name', String(body.domain_name).toLowerCase(), name.toLowerCase());
    expectEqual(`type of available for ${name}`, typeof body.available, 'boolean');
    if (body.available) {
      expectDecimalString('price of an available name (§2.6)', body.price);
      expectEqual('type of currency of an available name', typeof body.currency, 'string');
    } else if (body.price !== null || body.currency !== null) {
      // The spec does not say a fresh name must be free (premium lists, reserved names): only that null goes with unavailable.
      fail(`price and currency must be null when unavailable (§2.6), received price ${JSON.stringify(body.price)}, currency ${JSON.stringify(body.currency)}`);
    }
  },
);

check(
  {
    id: 'AVAIL-SUGGESTIONS-STRINGS',
    title: 'gives suggestions as an array of strings',
    operation: 'checkAvailability',
    spec: '§2.6',
    requirements: ['AVAIL-SHAPE'],
  },
  async (ctx) => {
    const body = await expectSuccess(ctx, await ctx.api.call('checkAvailability', { params: { domain_name: `${ctx.uniqueName()}-sugg.com` } }));
    expectThat(Array.isArray(body.suggestions), `suggestions: expected an array, received ${JSON.stringify(body.suggestions)}`);
    const notStrings = body.suggestions.filter((s: unknown) => typeof s !== 'string');
    expectEqual('suggestions that are not strings', notStrings, []);
  },
);

check(
  {
    id: 'AVAIL-INVALID-NAME-REJECTED',
    title: 'rejects a domain_name that is not a domain name (400 or 422)',
    operation: 'checkAvailability',
    spec: '§4.3, §7',
    requirements: ['AVAIL-INVALID-NAME'],
  },
  async (ctx) => {
    // Underscore and "!" are not letters, digits or hyphens, so no DNS label may carry them.
    expectRejected(ctx, await ctx.api.call('checkAvailability', { params: { domain_name: `${ctx.uniqueName()}_!.com` } }), { field: 'domain_name' });
  },
);
