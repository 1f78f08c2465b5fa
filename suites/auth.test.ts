// Authentication and domain access: 401 without a valid bearer key on all 23 operations, 403 for another key's domain (§5, §7).
import { operations, type Interface } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import type { Auth, CallOptions } from '../harness/client.js';
import { expectError, expectThat } from '../harness/expect.js';
import { sameName } from '../harness/records.js';
import { absentRecordId } from '../harness/absent-id.js';
import { needsOfRequest, validRequest } from '../harness/valid-requests.js';

const placeholderTemplate = { template_id: 'web-basic', variables: { ipv4: '192.0.2.10' } };

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
    tag: 'KEY-SUFFIXED',
    requirement: 'AUTH-401-INVALID',
    what: 'with the real key and one more character (a token that merely starts with an issued key is another key)',
    spec: '§5 rule 3',
    // Built from the configured key so reports show it as $CONFORMANCE_API_KEY.
    auth: (ctx) => ({ authorization: `Bearer ${ctx.run.apiKey}0` }),
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
        needs: needsOfRequest(op.id, 'harmless'),
      },
      async (ctx) => {
        // A request the real key could make, harmless if the target lets it through (harness/valid-requests.ts).
        const { after, ...request } = await validRequest(ctx, op.id, 'harmless', 'auth');
        const res = await ctx.api.call(op.id, { ...request, auth: variant.auth(ctx) });
        // expectError: 401 only, a documented error format, and in the object format the code `unauthorized`.
        expectError(ctx, res, { statuses: [401] });
        await after?.();
      },
    );
  }
}

// §5 rule 1 names the scheme: `Authorization: Bearer <API_KEY>`. A scheme word that only ends in Bearer is another scheme (an RFC 7235
// auth-scheme is one token), as Basic is; one operation is enough, the header is read before any route.
check(
  {
    id: 'AUTH-401-SCHEME-PREFIXED-getDomain',
    title: 'answers 401 unauthorized with the real key under a scheme that only ends in Bearer (XBearer)',
    operation: 'getDomain',
    spec: '§5 rules 1 and 3',
    requirements: ['AUTH-401-SCHEME', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
    needs: needsOfRequest('getDomain', 'harmless'),
  },
  async (ctx) => {
    const { after, ...request } = await validRequest(ctx, 'getDomain', 'harmless', 'auth');
    // Built from the configured key so reports show it as $CONFORMANCE_API_KEY.
    const res = await ctx.api.call('getDomain', { ...request, auth: { authorization: `XBearer ${ctx.run.apiKey}` } });
    expectError(ctx, res, { statuses: [401] });
    await after?.();
  },
);

/** §5 rule 5: the extended operations that name a domain, with a valid request against the foreign domain. */
const domainScoped: Array<{
  id: string;
  iface?: Interface;
  /** The request needs a record id: one of the target's own shape that names nothing (AMB-ID-SHAPE), so the only fault is the domain. */
  recordId?: true;
  request: (ctx: CheckContext, domain_id: string, record_id?: string) => CallOptions;
}> = [
  { id: 'getDomain', iface: 'extended', request: (_ctx, domain_id) => ({ params: { domain_id } }) },
  // {} is a valid settings body (both fields optional) and changes nothing even on a target that lets it through.
  { id: 'updateDomain', request: (_ctx, domain_id) => ({ params: { domain_id }, body: {} }) },
  { id: 'renewDomain', request: (_ctx, domain_id) => ({ params: { domain_id }, body: { years: 1 } }) },
  { id: 'listDnsRecords', request: (_ctx, domain_id) => ({ params: { domain_id } }) },
  {
    id: 'createDnsRecord',
    request: (ctx, domain_id) => ({ params: { domain_id }, body: { type: 'TXT', name: ctx.uniqueName('foreign'), content: 'forbidden' } }),
  },
  { id: 'updateDnsRecord', recordId: true, request: (_ctx, domain_id, record_id) => ({ params: { domain_id, record_id: record_id! }, body: { ttl: 600 } }) },
  { id: 'deleteDnsRecord', recordId: true, request: (_ctx, domain_id, record_id) => ({ params: { domain_id, record_id: record_id! } }) },
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

for (const { id, iface, recordId, request } of domainScoped) {
  check(
    {
      id: `AUTH-DOMAIN-403-${id}`,
      title: 'answers 403 forbidden to a valid request on a domain the key may not use',
      operation: id,
      iface,
      spec: '§5 rule 5, §7',
      requirements: ['AUTH-DOMAIN-403', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
      needs: recordId ? ['foreignDomain', 'fixtureDomain'] : ['foreignDomain'],
    },
    async (ctx) => {
      const options = request(ctx, ctx.run.foreignDomainId!, recordId ? await absentRecordId(ctx) : undefined);
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
    title: 'refuses a core record on a domain the key may not use (403 or 404, or 400/422 as an invalid domain_id) and creates nothing',
    operation: 'createCoreDnsRecord',
    spec: '§5 rule 5, §7',
    requirements: ['AUTH-DOMAIN-DENIED-CORE', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
    needs: ['foreignDomain'],
  },
  async (ctx) => {
    const name = ctx.uniqueName('foreigncore');
    const before = await foreignRecordNames(ctx);
    const res = await ctx.api.call('createCoreDnsRecord', { body: { domain_id: ctx.run.foreignDomainId, type: 'TXT', name, value: 'forbidden' } });
    // §5 rule 5 states 403 for the extended interface only (AMB-CORE-FOREIGN-DOMAIN): 403 or 404, or the body's invalid
    // domain_id (400/422), as a domain_id naming no domain may be answered (AMB-CORE-UNKNOWN-DOMAIN).
    expectError(ctx, res, { statuses: [403, 404, 400, 422] });
    ctx.observe('AMB-CORE-FOREIGN-DOMAIN', String(res.status));
    if (before) {
      const after = await foreignRecordNames(ctx);
      expectThat(!(after ?? []).some((n) => sameName(n, name)), `a refused core create must create nothing, but the foreign domain now lists ${name}`);
    }
  },
);

check(
  {
    id: 'AUTH-CORE-FOREIGN-RECORD-REFUSED',
    title: "refuses a GET of a core record of a domain the key may not use (403 or 404), the record made by the domain's own key",
    operation: 'getCoreDnsRecord',
    spec: '§5 rule 5, §7',
    requirements: ['AUTH-DOMAIN-DENIED-CORE', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
    needs: ['foreignDomain', 'secondKey'],
  },
  async (ctx) => {
    // §5 rule 5 "Access to a domain the key may not use yields 403 (extended interface)"; on core paths 403 or 404 (AMB-CORE-FOREIGN-DOMAIN):
    // a record id is no way round the domain's access. The record is made by the second key, where it may use the foreign domain.
    const made = await ctx.api2!.call('createCoreDnsRecord', {
      body: { domain_id: ctx.run.foreignDomainId, type: 'TXT', name: ctx.uniqueName('foreignrec'), value: 'not yours' },
    });
    if (made.status < 200 || made.status >= 300 || made.body?.id === undefined) {
      ctx.skip(`the second key could not create a core record on the foreign domain (${made.status}): no record of it to ask for`);
    }
    const id = String(made.body.id);
    try {
      const res = await ctx.api.call('getCoreDnsRecord', { params: { id } });
      expectError(ctx, res, { statuses: [403, 404] });
      ctx.observe('AMB-CORE-FOREIGN-DOMAIN', String(res.status));
    } finally {
      await ctx.api2!.call('deleteCoreDnsRecord', { params: { id } });
    }
  },
);
