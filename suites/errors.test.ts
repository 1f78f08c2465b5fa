// Errors and transport: malformed and non-object bodies, 404 not_found for unknown ids, JSON responses, empty 204s (§1, §4, §7, §9).
import { operationLabel, type Interface } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import type { CallOptions, Res } from '../harness/client.js';
import { expectEqual, expectError, expectSuccess, expectThat, fail } from '../harness/expect.js';
import { createRecord, expectNoRecordNamed, expectSameRecord, mustFindRecord } from '../harness/records.js';
import { absentCoreRecordId, absentDomainId } from '../harness/absent-id.js';

/** For an operation of both interfaces: the one the profile includes (core in `full`). */

// ---------------------------------------------------------------------------------------------------------------
// Malformed JSON: §1 "All request and response bodies are JSON"; §7 400 "Invalid request data". AMB-INVALID-STATUS
// fixes malformed JSON at 400 (not well-formed, so not 422). Each body names a prefixed resource, cut short after a
// comma, so "nothing created" can be looked up by that name.

/** Checks that no user of that identifier exists (the extended detail read); skipped where it cannot be observed. */
async function expectNoUser(ctx: CheckContext, userIdentifier: string): Promise<void> {
  if (ctx.run.profile === 'core') return; // no user read in the core interface
  const res = await ctx.api.call('getUser', { params: { user_identifier: userIdentifier } });
  expectThat(res.status === 404, `a rejected request must create nothing, but GET /api/v1/users/${userIdentifier} answered ${res.status}`);
}

/** Core records are read back through the extended list where the profile has it (vacuous on separate stores). */
async function expectNoRecordAnywhere(ctx: CheckContext, name: string): Promise<void> {
  if (ctx.run.profile === 'core') return;
  await expectNoRecordNamed(ctx, name);
}

interface BodyCase {
  operationId: string;
  requirements: string[];
  needs: Array<'fixtureDomain'>;
  /** The request without its body, a valid body naming a prefixed resource, and the proof nothing changed. */
  prepare: (ctx: CheckContext) => Promise<{ options: CallOptions; valid: Record<string, unknown>; verify: () => Promise<void> }>;
}

const bodyCases: BodyCase[] = [
  {
    operationId: 'createUser',
    requirements: ['USER-ID-REQUIRED'],
    needs: [],
    prepare: async (ctx) => {
      const name = ctx.uniqueName('badbody');
      return { options: {}, valid: { user_identifier: name }, verify: () => expectNoUser(ctx, name) };
    },
  },
  {
    operationId: 'createDnsRecord',
    requirements: ['DNS-REQUIRED-FIELDS', 'DNS-INVALID-CREATES-NOTHING'],
    needs: ['fixtureDomain'],
    prepare: async (ctx) => {
      const name = ctx.uniqueName('badbody');
      return {
        options: { params: { domain_id: ctx.domain.id } },
        valid: { type: 'A', name, content: '192.0.2.40', ttl: 300 },
        verify: () => expectNoRecordNamed(ctx, name),
      };
    },
  },
  {
    operationId: 'createCoreDnsRecord',
    requirements: ['CORE-DNS-REQUIRED'],
    needs: ['fixtureDomain'],
    prepare: async (ctx) => {
      const name = ctx.uniqueName('badbody');
      return {
        options: {},
        valid: { domain_id: ctx.domain.id, type: 'A', name, value: '192.0.2.41', ttl: 3600 },
        verify: () => expectNoRecordAnywhere(ctx, name),
      };
    },
  },
  {
    operationId: 'bulkCreateDnsRecords',
    requirements: ['DNS-BULK-SHAPE'],
    needs: ['fixtureDomain'],
    prepare: async (ctx) => {
      const name = ctx.uniqueName('badbody');
      return {
        options: { params: { domain_id: ctx.domain.id } },
        valid: { records: [{ type: 'A', name, content: '192.0.2.42', ttl: 300 }] },
        verify: () => expectNoRecordNamed(ctx, name),
      };
    },
  },
  {
    operationId: 'updateDnsRecord',
    requirements: ['DNS-UPDATE-VALIDATION'],
    needs: ['fixtureDomain'],
    prepare: async (ctx) => {
      // An update needs a record to update: one prefixed record, then proof that the rejected PUT left it unchanged.
      const sent = { type: 'A', name: ctx.uniqueName('badput'), content: '192.0.2.43', ttl: 300 };
      const created = await createRecord(ctx, sent);
      return {
        options: { params: { domain_id: ctx.domain.id, record_id: created.id } },
        valid: { ttl: 7200, content: '192.0.2.44' },
        verify: async () => expectSameRecord('record after a rejected PUT', await mustFindRecord(ctx, created.id, 'rejected PUT'), sent),
      };
    },
  },
];

/** `{"a":1,"b":2,`: the valid body with its closing brace replaced by a comma, so it can never parse. */
function truncated(valid: Record<string, unknown>): string {
  return `${JSON.stringify(valid).slice(0, -1)},`;
}

for (const c of bodyCases) {
  check(
    {
      id: `ERR-MALFORMED-JSON-${c.operationId}`,
      title: 'answers 400 to a body that is not valid JSON and changes nothing',
      operation: c.operationId,
      spec: '§1, §7',
      requirements: ['ERR-MALFORMED-400', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
      needs: c.needs,
    },
    async (ctx) => {
      const { options, valid, verify } = await c.prepare(ctx);
      const rawBody = truncated(valid);
      expectError(ctx, await ctx.api.call(c.operationId, { ...options, rawBody, contentType: 'application/json' }), { statuses: [400] });
      await verify();
    },
  );

  // A body labelled `Content-Encoding: gzip` whose bytes are neither gzip nor JSON: whether a target inflates request bodies or reads them as
  // they come (AMB-BODY-LIMITS), they do not decode, so it is the client's error: invalid request data (§7 400), an encoding it does not take
  // (415, RFC 9110 §15.5.16), 422 (AMB-INVALID-STATUS), or whatever 4xx a front end that refuses it before the service sees it gives (a web
  // application firewall's 403): never a 500 "Server error". Only the status class and "nothing created" are held.
  if (c.operationId === 'createUser' || c.operationId === 'createDnsRecord')
    check(
      {
        id: `ERR-BODY-ENCODING-${c.operationId}`,
        title: 'answers a body whose Content-Encoding (gzip) does not decode, nor as JSON, with a 4xx (400, 415, 422, ...), not a 500; creates nothing',
        operation: c.operationId,
        spec: '§1, §7',
        requirements: ['ERR-BODY-ENCODING', ...c.requirements],
        needs: c.needs,
      },
      async (ctx) => {
        const { options, valid, verify } = await c.prepare(ctx);
        const res = await ctx.api.call(c.operationId, { ...options, rawBody: `not gzip: ${truncated(valid)}`, contentEncoding: 'gzip' });
        if (res.status < 400 || res.status > 499)
          fail(
            `${operationLabel(c.operationId)} with Content-Encoding gzip and a body that is neither gzip nor JSON: expected a 4xx (400, 415, 422, ...) ` +
              `(§7: invalid request data), received ${res.status} ${res.text.slice(0, 200)}`,
            res,
          );
        await verify();
      },
    );

  // A JSON array of the valid body, and the valid body as a JSON string: well-formed JSON, but not the object §4 asks
  // for. A target that unwraps either would create the resource, so "nothing created" is checked by name too.
  for (const [tag, what, wrap] of [
    ['ARRAY', 'a JSON array holding a valid body', (v: Record<string, unknown>) => JSON.stringify([v])],
    ['STRING', 'a JSON string holding a valid body', (v: Record<string, unknown>) => JSON.stringify(JSON.stringify(v))],
  ] as const) {
    check(
      {
        id: `ERR-BODY-${tag}-${c.operationId}`,
        title: `rejects ${what} instead of an object with 400 or 422 and changes nothing`,
        operation: c.operationId,
        spec: '§1, §4, §7',
        requirements: [...c.requirements, 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS', 'ERR-INVALID-STATUS'],
        needs: c.needs,
      },
      async (ctx) => {
        const { options, valid, verify } = await c.prepare(ctx);
        expectError(ctx, await ctx.api.call(c.operationId, { ...options, rawBody: wrap(valid), contentType: 'application/json' }));
        await verify();
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 404 not_found (§7 "User, domain or record does not exist") for the read, update and delete operations whose
// unknown-id answer no other suite checks. User identifiers are the partner's own, so a prefixed one cannot exist; a
// domain or record id takes the shape of one of the target's own (harness/absent-id.ts, AMB-ID-SHAPE): a made-up id of
// another shape may be refused as a malformed parameter. No transfer id of the target's shape is at hand here, so a
// made-up transfer id may be answered 404, or 400/422 as malformed.

type Absent = 'user' | 'domain' | 'coreRecord' | 'transfer';

const notFoundCases: Array<{ operationId: string; iface?: Interface; requirement: string; absent: Absent; request: (missing: string) => CallOptions }> = [
  { operationId: 'getUser', requirement: 'USER-NOT-FOUND', absent: 'user', request: (m) => ({ params: { user_identifier: m } }) },
  {
    operationId: 'updateUser',
    requirement: 'USER-NOT-FOUND',
    absent: 'user',
    request: (m) => ({ params: { user_identifier: m }, body: { email: 'nobody@example.com' } }),
  },
  { operationId: 'deleteUser', requirement: 'USER-NOT-FOUND', absent: 'user', request: (m) => ({ params: { user_identifier: m } }) },
  { operationId: 'listUserDomains', iface: 'core', requirement: 'USER-NOT-FOUND', absent: 'user', request: (m) => ({ params: { user_identifier: m } }) },
  { operationId: 'listUserDomains', iface: 'extended', requirement: 'USER-NOT-FOUND', absent: 'user', request: (m) => ({ params: { user_identifier: m } }) },
  { operationId: 'getDomain', iface: 'core', requirement: 'DOMAIN-NOT-FOUND', absent: 'domain', request: (m) => ({ params: { domain_id: m } }) },
  { operationId: 'getDomain', iface: 'extended', requirement: 'DOMAIN-NOT-FOUND', absent: 'domain', request: (m) => ({ params: { domain_id: m } }) },
  {
    operationId: 'updateDomain',
    requirement: 'DOMAIN-NOT-FOUND',
    absent: 'domain',
    request: (m) => ({ params: { domain_id: m }, body: { auto_renew: true } }),
  },
  { operationId: 'renewDomain', requirement: 'DOMAIN-NOT-FOUND', absent: 'domain', request: (m) => ({ params: { domain_id: m }, body: { years: 1 } }) },
  { operationId: 'getTransfer', requirement: 'TRANSFER-NOT-FOUND', absent: 'transfer', request: (m) => ({ params: { transfer_id: m } }) },
  { operationId: 'getCoreDnsRecord', requirement: 'CORE-DNS-NOT-FOUND', absent: 'coreRecord', request: (m) => ({ params: { id: m } }) },
  { operationId: 'updateCoreDnsRecord', requirement: 'CORE-DNS-NOT-FOUND', absent: 'coreRecord', request: (m) => ({ params: { id: m }, body: { ttl: 600 } }) },
  { operationId: 'deleteCoreDnsRecord', requirement: 'CORE-DNS-NOT-FOUND', absent: 'coreRecord', request: (m) => ({ params: { id: m } }) },
];

async function absentOf(ctx: CheckContext, absent: Absent): Promise<string> {
  if (absent === 'domain') return absentDomainId(ctx);
  if (absent === 'coreRecord') return absentCoreRecordId(ctx);
  return ctx.uniqueName('missing');
}

for (const { operationId, iface, requirement, absent, request } of notFoundCases) {
  check(
    {
      id: `ERR-404-${operationId}${iface ? `-${iface}` : ''}`,
      title: 'answers 404 not_found for an id that does not exist',
      operation: operationId,
      iface,
      spec: '§7',
      requirements: [requirement, 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
      needs: absent === 'domain' || absent === 'coreRecord' ? ['fixtureDomain'] : [],
    },
    async (ctx) => {
      // expectError: the statuses given, a documented format, and in the object format the code of the status (`not_found` for 404).
      const res = await ctx.api.call(operationId, request(await absentOf(ctx, absent)));
      if (absent !== 'transfer') {
        expectError(ctx, res, { statuses: [404] });
        return;
      }
      expectError(ctx, res, { statuses: [404, 400, 422] });
      ctx.observe('AMB-ID-SHAPE', res.status === 404 ? 'not-found' : 'malformed-refused', operationId);
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// A path whose percent-encoding does not decode ("%GZ": "%" and two characters that are not hex digits, RFC 3986 pct-encoded)
// is the client's error, not the server's: §7 "400 validation_error: Invalid request data or parameters", "500 internal_error:
// Server error". A target may refuse the parameter (400, or 422: AMB-INVALID-STATUS), or read the segment as it came and find no
// user or record of that id (404, as AMB-ID-SHAPE allows an id not of the target's shape). Only the status class is held: a server,
// framework or firewall may refuse a request line it cannot decode before the service sees it, with its own 4xx and body (AMB-TRANSPORT).
// The parameter is sent as it is (rawPathParams), not percent-encoded by the client; nothing is created.

const undecodablePathCases: Array<{ operationId: string; requirement: string; request: (ctx: CheckContext) => CallOptions }> = [
  {
    operationId: 'getUser',
    requirement: 'USER-NOT-FOUND',
    request: (ctx) => ({ params: { user_identifier: `${ctx.uniqueName('badpath')}%GZ` }, rawPathParams: true }),
  },
  {
    operationId: 'getCoreDnsRecord',
    requirement: 'CORE-DNS-NOT-FOUND',
    request: (ctx) => ({ params: { id: `${ctx.uniqueName('badpath')}%GZ` }, rawPathParams: true }),
  },
];

for (const c of undecodablePathCases) {
  check(
    {
      id: `ERR-PATH-ENCODING-${c.operationId}`,
      title: 'answers a path parameter whose percent-encoding does not decode (%GZ) with a 4xx (400, 404, 422, ...), not a 500 server error',
      operation: c.operationId,
      spec: '§7',
      requirements: ['ERR-PATH-ENCODING', c.requirement],
    },
    async (ctx) => {
      const res = await ctx.api.call(c.operationId, c.request(ctx));
      if (res.status < 400 || res.status > 499)
        fail(
          `${operationLabel(c.operationId)} with a path parameter ending in "%GZ" (not valid percent-encoding): expected a 4xx (400, 404, 422, ...) ` +
            `(§7: invalid request data or parameters, or no such id), received ${res.status} ${res.text.slice(0, 200)}`,
          res,
        );
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// §1 "All request and response bodies are JSON": a success and an error of a few operations, each a JSON body
// labelled as JSON.

function expectJsonResponse(res: Res, operationId: string, what: string): void {
  const label = `${operationLabel(operationId)} (${what})`;
  const type = res.headers['content-type'];
  if (!type || !/^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(type))
    fail(`${label}: expected a JSON Content-Type, application/json or a +json type (§1), received ${JSON.stringify(type ?? null)}`);
  if (!res.json) fail(`${label}: expected a JSON body (§1), received ${JSON.stringify(res.text.slice(0, 200))}`);
}

const jsonCases: Array<{
  operationId: string;
  iface?: Interface;
  needs: Array<'fixtureDomain'>;
  ok: (ctx: CheckContext) => CallOptions;
  bad: (ctx: CheckContext) => CallOptions;
  badStatuses: number[];
}> = [
  {
    operationId: 'getUser',
    needs: [],
    ok: (ctx) => ({ params: { user_identifier: ctx.run.fixtureUser } }),
    bad: (ctx) => ({ params: { user_identifier: ctx.uniqueName('missing') } }),
    badStatuses: [404],
  },
  {
    operationId: 'listUsers',
    needs: [],
    ok: () => ({ query: { limit: 1 } }),
    // An unusable query value may be read as absent (AMB-LIST-PARAM-INVALID): the error here is a key no one issued (§5 rule 3).
    bad: (ctx) => ({ auth: { authorization: `Bearer pdc-invalid-key-${ctx.run.prefix}` } }),
    badStatuses: [401],
  },
  {
    operationId: 'listUserDomains',
    needs: [],
    ok: (ctx) => ({ params: { user_identifier: ctx.run.fixtureUser } }),
    bad: (ctx) => ({ params: { user_identifier: ctx.uniqueName('missing') } }),
    badStatuses: [404],
  },
  {
    operationId: 'getDomain',
    needs: ['fixtureDomain'],
    ok: (ctx) => ({ params: { domain_id: ctx.domain.id } }),
    bad: (ctx) => ({ params: { domain_id: absentDomainId(ctx) } }),
    badStatuses: [404],
  },
  {
    operationId: 'listDnsRecords',
    needs: ['fixtureDomain'],
    ok: (ctx) => ({ params: { domain_id: ctx.domain.id } }),
    bad: (ctx) => ({ params: { domain_id: absentDomainId(ctx) } }),
    badStatuses: [404],
  },
];

for (const c of jsonCases) {
  check(
    {
      id: `HTTP-JSON-${c.operationId}`,
      title: 'answers a success and an error with a JSON body and a JSON Content-Type (application/json or +json)',
      operation: c.operationId,
      iface: c.iface,
      spec: '§1, §7',
      requirements: ['HTTP-JSON', 'ERR-FORMAT'],
      needs: c.needs,
    },
    async (ctx) => {
      const ok = await ctx.api.call(c.operationId, c.ok(ctx));
      await expectSuccess(ctx, ok);
      expectJsonResponse(ok, c.operationId, 'success');
      const bad = await ctx.api.call(c.operationId, c.bad(ctx));
      expectError(ctx, bad, { statuses: c.badStatuses });
      expectJsonResponse(bad, c.operationId, `error ${bad.status}`);
    },
  );
}

check(
  {
    id: 'HTTP-JSON-createCoreDnsRecord',
    title: 'answers a rejected core record with a JSON error body and a JSON Content-Type (application/json or +json)',
    operation: 'createCoreDnsRecord',
    spec: '§1, §7',
    requirements: ['HTTP-JSON', 'ERR-FORMAT', 'CORE-DNS-REQUIRED'],
    needs: ['fixtureDomain'],
  },
  async (ctx) => {
    const name = ctx.uniqueName('novalue');
    const bad = await ctx.api.call('createCoreDnsRecord', { body: { domain_id: ctx.domain.id, type: 'A', name } });
    expectError(ctx, bad, { field: 'value' });
    expectJsonResponse(bad, 'createCoreDnsRecord', `error ${bad.status}`);
    await expectNoRecordAnywhere(ctx, name);
  },
);

// ---------------------------------------------------------------------------------------------------------------
// §7 "204 Deleted, empty body" (§4.1, §4.2 DELETE rows) on the two DELETEs no other check here reaches.

function expectEmpty204(res: Res, operationId: string): void {
  expectEqual(`${operationLabel(operationId)} status`, res.status, 204);
  if (res.text !== '') fail(`${operationLabel(operationId)}: a 204 must have an empty body (§7), received ${JSON.stringify(res.text.slice(0, 200))}`);
  const length = res.headers['content-length'];
  if (length !== undefined && length !== '0') fail(`${operationLabel(operationId)}: a 204 must have an empty body (§7), received Content-Length ${length}`);
}

check(
  {
    id: 'HTTP-204-EMPTY-deleteUser',
    title: 'deletes a user with 204 and an empty body',
    operation: 'deleteUser',
    spec: '§4.2, §7',
    requirements: ['HTTP-204-EMPTY', 'USER-DELETE-204'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('del204');
    await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
    expectEmpty204(await ctx.api.call('deleteUser', { params: { user_identifier: id } }), 'deleteUser');
  },
);

check(
  {
    id: 'HTTP-204-EMPTY-deleteCoreDnsRecord',
    title: 'deletes a core record with 204 and an empty body',
    operation: 'deleteCoreDnsRecord',
    spec: '§4.1, §7',
    requirements: ['HTTP-204-EMPTY', 'CORE-DNS-DELETE-204'],
    needs: ['fixtureDomain'],
  },
  async (ctx) => {
    const created = await expectSuccess(
      ctx,
      await ctx.api.call('createCoreDnsRecord', { body: { domain_id: ctx.domain.id, type: 'TXT', name: ctx.uniqueName('del204'), value: 'to delete' } }),
      'createCoreDnsRecord',
      'core',
    );
    expectEmpty204(await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(created.id) } }), 'deleteCoreDnsRecord');
  },
);
