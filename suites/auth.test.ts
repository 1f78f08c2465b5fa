// Authentication and domain access: 401 without a valid bearer key on all 23 operations, 403 for another key's domain (§5, §7).
import { operation, operations, type Interface } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import type { Auth, CallOptions } from '../harness/client.js';
import { expectError, expectSuccess, expectThat, fail } from '../harness/expect.js';
import { sameName } from '../harness/records.js';

/** Operations whose path or body names the fixture domain. */
function usesDomain(operationId: string): boolean {
  return operation(operationId).path.includes('{domain_id}') || operationId === 'createCoreDnsRecord';
}

const placeholderTemplate = { template_id: 'web-basic', variables: { ipv4: '192.0.2.10' } };

/** A user carrying the run prefix, created once with the real key: the target of updateUser and of the transfer. */
let authUser: string | undefined;
async function prefixedUser(ctx: CheckContext): Promise<string> {
  if (authUser) return authUser;
  const id = ctx.uniqueName('authuser');
  const res = await ctx.api.call('createUser', { body: { user_identifier: id } });
  if (res.status < 200 || res.status >= 300) fail(`setup: POST /api/v1/users with the real key must succeed, received ${res.status} ${res.text.slice(0, 200)}`);
  authUser = id;
  return id;
}

/**
 * A request that would succeed with the real key: real fixture ids in the path, a valid body. Record and transfer
 * ids carry the run prefix (an existing one would need a creation per check); a target that looks them up before
 * authenticating answers 404, which these checks report as the deviation it is.
 */
async function validRequest(ctx: CheckContext, operationId: string): Promise<CallOptions & { after?: () => Promise<void> }> {
  const missing = `${ctx.run.prefix}-authcheck`;
  const domain_id = ctx.domain?.id;
  const txt = () => ({ type: 'TXT', name: ctx.uniqueName('auth'), content: 'auth check' });
  switch (operationId) {
    case 'createUser':
      return { body: { user_identifier: ctx.uniqueName('auth') } };
    case 'listUserDomains':
    case 'getUser':
      return { params: { user_identifier: ctx.run.fixtureUser } };
    case 'listUsers':
    case 'listTlds':
      return {};
    case 'updateUser':
      return { params: { user_identifier: await prefixedUser(ctx) }, body: { email: 'auth-check@example.com' } };
    case 'deleteUser': {
      // A fresh user, so the real key could delete it: the refusal must come from authentication. It must survive.
      const id = ctx.uniqueName('authdel');
      const created = await ctx.api.call('createUser', { body: { user_identifier: id } });
      if (created.status < 200 || created.status >= 300) fail(`setup: POST /api/v1/users must succeed, received ${created.status}`);
      return {
        params: { user_identifier: id },
        after: async () => {
          if (ctx.run.profile === 'core') return;
          const still = await ctx.api.call('getUser', { params: { user_identifier: id } });
          expectThat(still.status === 200, `a DELETE refused with 401 must delete nothing, but GET /api/v1/users/${id} answered ${still.status}`);
        },
      };
    }
    case 'getDomain':
    case 'listDnsRecords':
      return { params: { domain_id } };
    case 'updateDomain': {
      // The domain's own current settings: a valid body that changes nothing even on a target that lets it through.
      const detail = await expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id } }), 'getDomain', 'extended');
      return { params: { domain_id }, body: { auto_renew: detail.auto_renew, whois_privacy: detail.whois_privacy } };
    }
    case 'renewDomain':
      return { params: { domain_id }, body: { years: 1 } };
    case 'initiateTransfer':
      return { body: { domain_name: `${ctx.uniqueName('auth')}.com`, user_identifier: await prefixedUser(ctx), auth_code: 'pdc-auth-code' } };
    case 'getTransfer':
      return { params: { transfer_id: missing } };
    case 'checkAvailability':
      return { params: { domain_name: `${ctx.uniqueName('auth')}.com` } };
    case 'createDnsRecord':
      return { params: { domain_id }, body: txt() };
    case 'updateDnsRecord':
      return { params: { domain_id, record_id: missing }, body: { ttl: 600 } };
    case 'deleteDnsRecord':
      return { params: { domain_id, record_id: missing } };
    case 'bulkCreateDnsRecords':
      return { params: { domain_id }, body: { records: [txt()] } };
    case 'applyDnsTemplate':
      // Without a configured template, a body of the documented shape {template_id, variables} (§4.4).
      return { params: { domain_id }, body: ctx.run.template ?? placeholderTemplate };
    case 'createCoreDnsRecord':
      return { body: { domain_id, type: 'TXT', name: ctx.uniqueName('auth'), value: 'auth check' } };
    case 'getCoreDnsRecord':
    case 'deleteCoreDnsRecord':
      return { params: { id: missing } };
    case 'updateCoreDnsRecord':
      return { params: { id: missing }, body: { ttl: 600 } };
    default:
      throw new Error(`auth: no valid request written for ${operationId}`);
  }
}

const unauthorised: Array<{ tag: string; requirement: string; what: string; spec: string; auth: (ctx: CheckContext) => Auth }> = [
  { tag: 'MISSING', requirement: 'AUTH-401-MISSING', what: 'without an Authorization header', spec: '§5 rule 3', auth: () => 'none' },
  {
    tag: 'INVALID',
    requirement: 'AUTH-401-INVALID',
    what: 'with a bearer key it never issued',
    spec: '§5 rule 3',
    auth: (ctx) => ({ authorization: `Bearer pdc-invalid-key-${ctx.run.prefix}` }),
  },
  {
    tag: 'SCHEME',
    requirement: 'AUTH-401-SCHEME',
    what: 'with the real key under the Basic scheme instead of Bearer',
    spec: '§5 rules 1 and 3',
    // Built from the configured key so reports show it as $CONFORMANCE_API_KEY.
    auth: (ctx) => ({ authorization: `Basic ${ctx.run.apiKey}` }),
  },
];

for (const op of operations) {
  for (const variant of unauthorised) {
    check(
      {
        id: `AUTH-401-${variant.tag}-${op.id}`,
        title: `answers 401 unauthorized ${variant.what}`,
        operation: op.id,
        spec: variant.spec,
        requirements: [variant.requirement, 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
        needs: usesDomain(op.id) ? ['fixtureDomain'] : [],
      },
      async (ctx) => {
        const { after, ...request } = await validRequest(ctx, op.id);
        const res = await ctx.api.call(op.id, { ...request, auth: variant.auth(ctx) });
        // expectError: 401 only, a documented error format, and in the object format the code `unauthorized`.
        expectError(ctx, res, { statuses: [401] });
        await after?.();
      },
    );
  }
}

/** §5 rule 5: the extended operations that name a domain, with a valid request against the foreign domain. */
const domainScoped: Array<{ id: string; iface?: Interface; request: (ctx: CheckContext, domain_id: string) => CallOptions }> = [
  { id: 'getDomain', iface: 'extended', request: (_ctx, domain_id) => ({ params: { domain_id } }) },
  // {} is a valid settings body (both fields optional) and changes nothing even on a target that lets it through.
  { id: 'updateDomain', request: (_ctx, domain_id) => ({ params: { domain_id }, body: {} }) },
  { id: 'renewDomain', request: (_ctx, domain_id) => ({ params: { domain_id }, body: { years: 1 } }) },
  { id: 'listDnsRecords', request: (_ctx, domain_id) => ({ params: { domain_id } }) },
  {
    id: 'createDnsRecord',
    request: (ctx, domain_id) => ({ params: { domain_id }, body: { type: 'TXT', name: ctx.uniqueName('foreign'), content: 'forbidden' } }),
  },
  { id: 'updateDnsRecord', request: (ctx, domain_id) => ({ params: { domain_id, record_id: `${ctx.run.prefix}-foreign` }, body: { ttl: 600 } }) },
  { id: 'deleteDnsRecord', request: (ctx, domain_id) => ({ params: { domain_id, record_id: `${ctx.run.prefix}-foreign` } }) },
  {
    id: 'bulkCreateDnsRecords',
    request: (ctx, domain_id) => ({ params: { domain_id }, body: { records: [{ type: 'TXT', name: ctx.uniqueName('foreign'), content: 'forbidden' }] } }),
  },
  {
    id: 'applyDnsTemplate',
    request: (ctx, domain_id) => ({ params: { domain_id }, body: ctx.run.template ?? placeholderTemplate }),
  },
];

/** Names a request meant to create on the foreign domain. */
function namesSent(options: CallOptions): string[] {
  const body = options.body as any;
  if (!body || typeof body !== 'object') return [];
  if (Array.isArray(body.records)) return body.records.map((r: any) => r.name);
  return typeof body.name === 'string' ? [body.name] : [];
}

/**
 * Where the second key is configured and can read the foreign domain's records, proves the refused request created
 * none. The second key may not own or read that domain (it is only "a domain the key may not use"): then nothing is
 * asserted.
 */
async function foreignRecordNames(ctx: CheckContext): Promise<string[] | undefined> {
  if (!ctx.run.secondApiKey || !ctx.api2 || ctx.run.profile === 'core') return undefined;
  const res = await ctx.api2.call('listDnsRecords', { params: { domain_id: ctx.run.foreignDomainId! } });
  if (res.status !== 200 || !Array.isArray(res.body?.records)) return undefined;
  return res.body.records.map((r: any) => r.name);
}

for (const { id, iface, request } of domainScoped) {
  check(
    {
      id: `AUTH-DOMAIN-403-${id}`,
      title: 'answers 403 forbidden to a valid request on a domain the key may not use',
      operation: id,
      iface,
      spec: '§5 rule 5, §7',
      requirements: ['AUTH-DOMAIN-403', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
      needs: ['foreignDomain'],
    },
    async (ctx) => {
      const options = request(ctx, ctx.run.foreignDomainId!);
      const names = namesSent(options);
      const before = names.length ? await foreignRecordNames(ctx) : undefined;
      expectError(ctx, await ctx.api.call(id, options), { statuses: [403] });
      if (before) {
        const after = await foreignRecordNames(ctx);
        const created = (after ?? []).filter((n) => names.some((s) => sameName(n, s)));
        expectThat(!created.length, `a request refused with 403 must create nothing, but the foreign domain now lists ${JSON.stringify(created)}`);
      }
    },
  );
}

check(
  {
    id: 'AUTH-DOMAIN-CORE-FOREIGN',
    title: 'refuses a core record on a domain the key may not use with 403 or 404',
    operation: 'createCoreDnsRecord',
    spec: '§5 rule 5, §7',
    requirements: ['AUTH-DOMAIN-DENIED-CORE', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
    needs: ['foreignDomain'],
  },
  async (ctx) => {
    const name = ctx.uniqueName('foreigncore');
    const before = await foreignRecordNames(ctx);
    const res = await ctx.api.call('createCoreDnsRecord', { body: { domain_id: ctx.run.foreignDomainId, type: 'TXT', name, value: 'forbidden' } });
    // §5 rule 5 states 403 for the extended interface only (AMB-CORE-FOREIGN-DOMAIN): 403 or 404.
    expectError(ctx, res, { statuses: [403, 404] });
    ctx.observe('AMB-CORE-FOREIGN-DOMAIN', String(res.status));
    if (before) {
      const after = await foreignRecordNames(ctx);
      expectThat(!(after ?? []).some((n) => sameName(n, name)), `a refused core create must create nothing, but the foreign domain now lists ${name}`);
    }
  },
);
