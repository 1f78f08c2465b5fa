// Core DNS records under /api/v1/dns_records: create, read, partial update, delete (§2.3 core shape, §4.1).
// The §2.3 validation rules are stated for the extended interface (AMB-CORE-VALIDATION): core is held to its
// required fields, its type enum, its defaults and its statuses.
import { constants, limits } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import { absentCoreRecordId } from '../harness/absent-id.js';
import { expectError, expectSuccess, expectEqual, expectThat } from '../harness/expect.js';
import { expectNoStateField, expectSameRecord, findRecord } from '../harness/records.js';

const dns = { needs: ['fixtureDomain' as const] };

async function createCore(ctx: CheckContext, record: Record<string, unknown>): Promise<any> {
  const res = await ctx.api.call('createCoreDnsRecord', { body: { domain_id: ctx.domain.id, ...record } });
  return expectSuccess(ctx, res, 'createCoreDnsRecord');
}

async function readCore(ctx: CheckContext, id: unknown): Promise<any> {
  return expectSuccess(ctx, await ctx.api.call('getCoreDnsRecord', { params: { id: String(id) } }), 'getCoreDnsRecord');
}

const validByType: Record<string, (ctx: CheckContext) => Record<string, unknown>> = {
  A: (ctx) => ({ type: 'A', name: ctx.uniqueName('core-a'), value: '192.0.2.40', ttl: 600 }),
  AAAA: (ctx) => ({ type: 'AAAA', name: ctx.uniqueName('core-aaaa'), value: '2001:db8::40', ttl: 600 }),
  CNAME: (ctx) => ({ type: 'CNAME', name: ctx.uniqueName('core-cname'), value: 'target.example.net', ttl: 600 }),
  MX: (ctx) => ({ type: 'MX', name: ctx.uniqueName('core-mx'), value: 'mail.example.net', ttl: 600, priority: 10 }),
  TXT: (ctx) => ({ type: 'TXT', name: ctx.uniqueName('core-txt'), value: 'core text', ttl: 600 }),
};

for (const [type, make] of Object.entries(validByType)) {
  check(
    {
      id: `CORE-DNS-CREATE-${type}`,
      title: `creates a ${type} record with 201 and reads it back exactly as written`,
      operation: 'createCoreDnsRecord',
      spec: '§4.1, §2.3',
      requirements: ['CORE-DNS-CREATE', 'CORE-DNS-TYPE-ENUM', 'CORE-DNS-GET', 'CORE-DNS-ROUNDTRIP'],
      ...dns,
    },
    async (ctx) => {
      const sent = make(ctx);
      const created = await createCore(ctx, sent);
      expectSameRecord('created record', created, sent, 'value');
      const read = await readCore(ctx, created.id);
      expectEqual('id read back', String(read.id), String(created.id));
      expectSameRecord('record read back', read, sent, 'value');
    },
  );
}

check(
  {
    id: 'CORE-DNS-CREATE-NO-STATE-FIELD',
    title: 'answers a created core record without a state or status field',
    operation: 'createCoreDnsRecord',
    spec: '§3',
    requirements: ['DNS-NO-STATE'],
    ...dns,
  },
  async (ctx) => {
    const created = await createCore(ctx, { type: 'A', name: ctx.uniqueName('core-nostate'), value: '192.0.2.42', ttl: 600 });
    expectNoStateField('created core record', created);
  },
);

check(
  {
    id: 'CORE-DNS-TTL-DEFAULT-3600',
    title: 'gives a core record created without ttl the default of 3600 seconds',
    operation: 'createCoreDnsRecord',
    spec: '§2.3',
    requirements: ['CORE-DNS-TTL-DEFAULT'],
    ...dns,
  },
  async (ctx) => {
    const created = await createCore(ctx, { type: 'A', name: ctx.uniqueName('core-def'), value: '192.0.2.41' });
    expectEqual('ttl of the created core record (default 3600)', created.ttl, constants.dnsTtlDefaultCore);
    expectEqual('ttl read back', (await readCore(ctx, created.id)).ttl, constants.dnsTtlDefaultCore);
  },
);

for (const field of ['domain_id', 'type', 'name', 'value'] as const) {
  check(
    {
      id: `CORE-DNS-REQUIRED-${field.toUpperCase()}`,
      title: `rejects a core record without ${field}`,
      operation: 'createCoreDnsRecord',
      spec: '§4.1, §2.3',
      requirements: ['CORE-DNS-REQUIRED'],
      ...dns,
    },
    async (ctx) => {
      const body: Record<string, unknown> = { domain_id: ctx.domain.id, type: 'A', name: ctx.uniqueName('core-req'), value: '192.0.2.42' };
      delete body[field];
      expectError(ctx, await ctx.api.call('createCoreDnsRecord', { body }), { field });
    },
  );
}

// §2.3 core shape "type | string | yes | A, AAAA, CNAME, MX, TXT": a type outside it, and NS, which only the extended list
// "A, AAAA, CNAME, MX, TXT, SRV, NS" holds. (SRV is not sent: the core shape's weight, port and target are "For SRV".)
for (const refused of [
  { id: 'CORE-DNS-TYPE-UNKNOWN-REJECTED', title: 'rejects a core record type outside A, AAAA, CNAME, MX, TXT', type: 'PTR', value: 'host.example.net' },
  {
    id: 'CORE-DNS-TYPE-NS-REJECTED',
    title: 'rejects a core record of type NS (an extended type the core list leaves out)',
    type: 'NS',
    value: 'ns1.example.net',
  },
]) {
  check(
    {
      id: refused.id,
      title: refused.title,
      operation: 'createCoreDnsRecord',
      spec: '§2.3',
      requirements: ['CORE-DNS-TYPE-ENUM'],
      ...dns,
    },
    async (ctx) => {
      const body = { domain_id: ctx.domain.id, type: refused.type, name: ctx.uniqueName(`core-${refused.type.toLowerCase()}`), value: refused.value };
      expectError(ctx, await ctx.api.call('createCoreDnsRecord', { body }), { field: 'type' });
    },
  );
}

check(
  {
    id: 'CORE-DNS-DOMAIN-ID-ARRAY-REJECTED',
    title: 'rejects a core record whose domain_id is not a string (the fixture domain id in an array): 400 or 422, or 404 for a domain no id names',
    operation: 'createCoreDnsRecord',
    spec: '§2.3, §4.1, §7',
    requirements: ['CORE-DNS-REQUIRED'],
    ...dns,
  },
  async (ctx) => {
    // §2.3 core shape "domain_id | string | yes (create only)"; §7 422 "validation errors in core", 400 "Invalid request data". An array has
    // no reading as a string (AMB-TYPE-COERCION): it must be refused, never read as the id it holds. A target that looks it up as an id of
    // another shape finds no domain, and an id not of the target's shape may be answered 404 (AMB-ID-SHAPE).
    const body = { domain_id: [ctx.domain.id], type: 'A', name: ctx.uniqueName('core-domid'), value: '192.0.2.46' };
    const res = await ctx.api.call('createCoreDnsRecord', { body });
    if (res.status === 404) {
      expectError(ctx, res, { statuses: [404] });
      ctx.observe('AMB-ID-SHAPE', 'not-found');
      return;
    }
    expectError(ctx, res, { field: 'domain_id' });
  },
);

check(
  {
    id: 'CORE-DNS-PATCH-PARTIAL',
    title: 'changes only the supplied field on PATCH: ttl changes, name and value stay',
    operation: 'updateCoreDnsRecord',
    spec: '§2.3, §4.1',
    requirements: ['CORE-DNS-PATCH-PARTIAL', 'CORE-DNS-PATCH-PERSISTS'],
    ...dns,
  },
  async (ctx) => {
    const sent = { type: 'A', name: ctx.uniqueName('core-patch'), value: '192.0.2.43', ttl: 600 };
    const created = await createCore(ctx, sent);
    const patched = await expectSuccess(ctx, await ctx.api.call('updateCoreDnsRecord', { params: { id: String(created.id) }, body: { ttl: 1200 } }));
    expectSameRecord('PATCH response', patched, { ...sent, ttl: 1200 }, 'value');
    expectSameRecord('record read back after PATCH', await readCore(ctx, created.id), { ...sent, ttl: 1200 }, 'value');
  },
);

check(
  {
    id: 'CORE-DNS-GET-RECORD',
    title: 'reads a core record by id: 200 and the record as created (type, name, value, ttl)',
    operation: 'getCoreDnsRecord',
    spec: '§4.1',
    requirements: ['CORE-DNS-GET', 'CORE-DNS-ROUNDTRIP'],
    ...dns,
  },
  async (ctx) => {
    // §4.1 "GET /api/v1/dns_records/{id} 200; DNS record".
    const sent = validByType.MX(ctx);
    const created = await createCore(ctx, sent);
    expectSameRecord('record read back by GET', await readCore(ctx, created.id), sent, 'value');
  },
);

check(
  {
    id: 'CORE-DNS-PATCH-TYPE-UNKNOWN-REJECTED',
    title: 'never stores a type outside A, AAAA, CNAME, MX, TXT through PATCH (rejects it, or keeps a listed type)',
    operation: 'updateCoreDnsRecord',
    spec: '§2.3, §4.1',
    requirements: ['CORE-DNS-TYPE-ENUM'],
    ...dns,
  },
  async (ctx) => {
    // §2.3 core "type: A, AAAA, CNAME, MX, TXT"; §2.3/§4.1 "On update every body field except domain_id is optional", so type may come on PATCH.
    const sent = validByType.TXT(ctx);
    const created = await createCore(ctx, sent);
    const res = await ctx.api.call('updateCoreDnsRecord', { params: { id: String(created.id) }, body: { type: 'PTR' } });
    if (res.status >= 400) expectError(ctx, res, { statuses: [400, 422] });
    else await expectSuccess(ctx, res);
    const read = await readCore(ctx, created.id);
    // A record of a type outside both enums would break every later list of the domain's records: it goes now, not at cleanup.
    if (!limits.enums.coreDnsTypes.includes(read.type)) await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(created.id) } });
    expectThat(
      limits.enums.coreDnsTypes.includes(read.type),
      `type after PATCH {type: "PTR"}: expected one of ${limits.enums.coreDnsTypes.join(', ')} (§2.3), received ${JSON.stringify(read.type)}`,
    );
  },
);

check(
  {
    id: 'CORE-DNS-PATCH-VALUE',
    title: 'persists a new value given on PATCH',
    operation: 'updateCoreDnsRecord',
    spec: '§4.1',
    requirements: ['CORE-DNS-PATCH-PERSISTS'],
    ...dns,
  },
  async (ctx) => {
    const sent = { type: 'TXT', name: ctx.uniqueName('core-val'), value: 'before', ttl: 600 };
    const created = await createCore(ctx, sent);
    await expectSuccess(ctx, await ctx.api.call('updateCoreDnsRecord', { params: { id: String(created.id) }, body: { value: 'after' } }));
    expectSameRecord('record read back after PATCH', await readCore(ctx, created.id), { ...sent, value: 'after' }, 'value');
  },
);

check(
  {
    id: 'CORE-DNS-PATCH-NAME-PRIORITY',
    title: 'persists a new name and priority given on PATCH',
    operation: 'updateCoreDnsRecord',
    spec: '§4.1',
    requirements: ['CORE-DNS-PATCH-PERSISTS'],
    ...dns,
  },
  async (ctx) => {
    // §4.1 "PATCH /api/v1/dns_records/{id}" takes any of type, name, value, ttl, priority, weight, port, target: a
    // target that ignores name or priority on PATCH passes CORE-DNS-PATCH-VALUE (found by mutation testing, issue 13).
    const sent = validByType.MX(ctx);
    const created = await createCore(ctx, sent);
    const changed = { name: ctx.uniqueName('core-renamed'), priority: 20 };
    await expectSuccess(ctx, await ctx.api.call('updateCoreDnsRecord', { params: { id: String(created.id) }, body: changed }));
    expectSameRecord('record read back after PATCH', await readCore(ctx, created.id), { ...sent, ...changed }, 'value');
  },
);

check(
  {
    id: 'CORE-DNS-DELETE',
    title: 'deletes a core record with 204 and an empty body; reading it then answers 404',
    operation: 'deleteCoreDnsRecord',
    spec: '§4.1, §7',
    requirements: ['CORE-DNS-DELETE-204', 'CORE-DNS-DELETE-REMOVES', 'HTTP-204-EMPTY'],
    ...dns,
  },
  async (ctx) => {
    const created = await createCore(ctx, { type: 'A', name: ctx.uniqueName('core-del'), value: '192.0.2.44' });
    await expectSuccess(ctx, await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(created.id) } }));
    expectError(ctx, await ctx.api.call('getCoreDnsRecord', { params: { id: String(created.id) } }), { statuses: [404], operationId: 'getCoreDnsRecord' });
  },
);

for (const operation of ['getCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'] as const) {
  check(
    {
      id: `CORE-DNS-UNKNOWN-404-${operation}`,
      title: 'answers 404 for a record that does not exist',
      operation,
      spec: '§7',
      requirements: ['CORE-DNS-NOT-FOUND'],
      needs: ['fixtureDomain'],
    },
    async (ctx) => {
      const res = await ctx.api.call(operation, {
        params: { id: await absentCoreRecordId(ctx) },
        ...(operation === 'updateCoreDnsRecord' ? { body: { ttl: 600 } } : {}),
      });
      expectError(ctx, res, { statuses: [404] });
    },
  );
}

check(
  {
    id: 'CORE-DNS-UNKNOWN-DOMAIN',
    title: 'refuses a core record for a domain that does not exist',
    operation: 'createCoreDnsRecord',
    spec: '§7',
    requirements: ['CORE-DNS-NOT-FOUND'],
  },
  async (ctx) => {
    const res = await ctx.api.call('createCoreDnsRecord', {
      body: { domain_id: `${ctx.run.prefix}-no-such-domain`, type: 'A', name: ctx.uniqueName('core-nodom'), value: '192.0.2.45' },
    });
    expectError(ctx, res, { statuses: [404, 400, 422] });
  },
);

check(
  {
    id: 'CORE-DNS-SHARED-STORE',
    title: 'shows a core record on the extended path with the same data, if the target shares records (observed)',
    operation: 'createCoreDnsRecord',
    spec: '§1, §2.3',
    requirements: ['CORE-DNS-SHARED-STORE', 'DNS-LIST-TOTAL'],
    needs: ['fixtureDomain'],
  },
  async (ctx) => {
    if (ctx.run.profile !== 'full') return;
    const sent = { type: 'A', name: ctx.uniqueName('core-shared'), value: '192.0.2.46', ttl: 900 };
    const created = await createCore(ctx, sent);
    const listed = await findRecord(ctx, created.id);
    if (!listed) {
      ctx.observe('AMB-SHARED-DNS-STORE', 'separate');
      return;
    }
    ctx.observe('AMB-SHARED-DNS-STORE', 'shared');
    expectSameRecord('core record on the extended path', listed, { type: 'A', name: sent.name, content: sent.value, ttl: sent.ttl });
    await expectSuccess(ctx, await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(created.id) } }), 'deleteCoreDnsRecord');
    expectThat(!(await findRecord(ctx, created.id)), 'a record deleted on the core path must be gone from the shared extended list');
  },
);
