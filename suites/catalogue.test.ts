// TLDs and availability: GET /api/v1/domains/tlds and GET /api/v1/domains/availability/{domain_name} (§2.5, §2.6, §4.3).
// Fresh names go under a TLD the target offers (harness/domain-names.ts registrableTld, AMB-TLD-SET), and echoed names are compared as domains
// (AMB-DOMAIN-NAME-FORM): the spec says neither which TLDs exist nor how a name is written back.
import { check, type CheckContext } from '../harness/check.js';
import { domainNameForm, registrableTld, sameDomainName } from '../harness/domain-names.js';
import { expectDecimalString, expectEqual, expectRejected, expectSuccess, expectThat, fail, expectCurrency } from '../harness/expect.js';

/** §2.6 "price: string or null, Null if unavailable; currency: string or null, Null if unavailable". */
function expectNullPriceWhenUnavailable(body: any, what: string): void {
  if (body.price !== null || body.currency !== null) {
    const received = `price ${JSON.stringify(body.price)}, currency ${JSON.stringify(body.currency)}`;
    fail(`${what}: price and currency must be null when unavailable (§2.6), received ${received}`);
  }
}

/** §2.6 domain_name: the name checked, in any written form of the same domain (AMB-DOMAIN-NAME-FORM); the form is recorded. */
function expectEcho(ctx: CheckContext, received: unknown, sent: string): void {
  const expected = `${JSON.stringify(sent)} (in any case, with a trailing dot or in the other IDN form)`;
  expectThat(sameDomainName(received, sent), `domain_name: expected ${expected}, received ${JSON.stringify(received)}`);
  ctx.observe('AMB-DOMAIN-NAME-FORM', domainNameForm(received as string, sent));
}

check(
  {
    id: 'TLD-LIST-OK',
    title: 'lists TLDs with decimal-string prices and an availability flag',
    operation: 'listTlds',
    spec: '§2.5, §4.3',
    requirements: ['TLD-LIST-SHAPE', 'DOMAIN-DECIMALS'],
  },
  async (ctx) => {
    // §4.3 "{tlds: array of TLD entries}": expectSuccess holds each entry to §2.5. The spec names no TLD a target must list, so an empty
    // list (a sandbox that lists none) passes, recorded as none-listed (AMB-TLD-SET).
    const body = await expectSuccess(ctx, await ctx.api.call('listTlds'));
    ctx.observe('AMB-TLD-SET', body.tlds.length > 0 ? 'listed' : 'none-listed');
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
    // §2.6 "available: Whether registrable": a domain already registered is not.
    const body = await expectSuccess(ctx, await ctx.api.call('checkAvailability', { params: { domain_name: ctx.domain.name } }));
    expectEcho(ctx, body.domain_name, ctx.domain.name);
    expectEqual(`available for ${ctx.domain.name}, a registered domain`, body.available, false);
    expectNullPriceWhenUnavailable(body, ctx.domain.name);
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
    const name = `${ctx.uniqueName()}-free.${await registrableTld(ctx)}`;
    const body = await expectSuccess(ctx, await ctx.api.call('checkAvailability', { params: { domain_name: name } }));
    expectEcho(ctx, body.domain_name, name);
    expectEqual(`type of available for ${name}`, typeof body.available, 'boolean');
    if (body.available) {
      expectDecimalString('price of an available name (§2.6)', body.price);
      expectCurrency('currency of an available name', body.currency);
    } else {
      // The spec does not say a fresh name must be free (premium lists, reserved names): only that null goes with unavailable.
      expectNullPriceWhenUnavailable(body, name);
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
    // §2.6 "suggestions: array of string; Alternative names".
    const name = `${ctx.uniqueName()}-sugg.${await registrableTld(ctx)}`;
    const body = await expectSuccess(ctx, await ctx.api.call('checkAvailability', { params: { domain_name: name } }));
    expectThat(Array.isArray(body.suggestions), `suggestions: expected an array, received ${JSON.stringify(body.suggestions)}`);
    const notStrings = body.suggestions.filter((s: unknown) => typeof s !== 'string');
    expectEqual('suggestions that are not strings', notStrings, []);
  },
);

check(
  {
    id: 'AVAIL-INVALID-NAME-REJECTED',
    title: 'rejects a domain_name that is not a domain name (400 or 422), or reports it not registrable (available false, price and currency null)',
    operation: 'checkAvailability',
    spec: '§2.6, §4.3, §7',
    requirements: ['AVAIL-INVALID-NAME'],
  },
  async (ctx) => {
    // Underscore and "!" are not letters, digits or hyphens, so no DNS label may carry them. §7 "400 validation_error: Invalid request
    // data or parameters" or §2.6 "available: Whether registrable": refused, or answered as not registrable (AMB-AVAIL-INVALID-NAME).
    const name = `${ctx.uniqueName()}_!.${await registrableTld(ctx)}`;
    const res = await ctx.api.call('checkAvailability', { params: { domain_name: name } });
    if (res.status < 200 || res.status >= 300) {
      expectRejected(ctx, res, { field: 'domain_name' });
      ctx.observe('AMB-AVAIL-INVALID-NAME', 'reject');
      return;
    }
    const body = await expectSuccess(ctx, res);
    expectThat(body.available === false, `available for ${name}, not a domain name: expected a 400/422 or false, received ${JSON.stringify(body.available)}`);
    expectNullPriceWhenUnavailable(body, name);
    ctx.observe('AMB-AVAIL-INVALID-NAME', 'unavailable');
  },
);
