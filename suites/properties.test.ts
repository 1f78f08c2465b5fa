// Property-based checks: generated valid payloads are accepted and round-trip, generated invalid payloads (each
// breaking one named rule) are rejected and create nothing; bulk partitions; a model-based run over one domain's
// records; find-or-create idempotence and per-key identity (§2.1, §2.3, §4.1-4.4, §5 rule 4).
import fc from 'fast-check';
import { ambiguity, constants } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import { expectError, expectRejected, expectSuccess, expectEqual, expectThat, fail } from '../harness/expect.js';
import { assertProperty } from '../harness/property.js';
import { expectNothingNew, expectSameRecord, listRecords, recordNameRoom, sameName } from '../harness/records.js';
import {
  bulkBatch,
  INVALID_EMAIL_EXAMPLES,
  invalidEmail,
  type ExtendedRecordRule,
  invalidExtendedRecord,
  invalidListQuery,
  invalidRenewYears,
  invalidUserIdentifier,
  validCoreRecord,
  validExtendedRecord,
  validListQuery,
  validUserIdentifier,
  type CoreRecordBody,
} from '../generators/index.js';
import { extendedRecordEdges, userIdentifierEdges } from '../generators/edges.js';
import { instantOf } from '../harness/iso-8601.js';
import { createUser, emailFor, expectFoundSession, expectListQueryRefusedOrRead, readUser } from '../harness/users.js';

const dns = { needs: ['fixtureDomain' as const] };
const EXTENDED_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'NS'] as const;

async function deleteRecord(ctx: CheckContext, id: unknown): Promise<void> {
  await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: String(id) } });
}

/** A valid record of the same type and name as a generated one, standing in for the field the generator broke (fixed values, one per type). */
function validFor(ctx: CheckContext, rest: Record<string, unknown>): Record<string, unknown> {
  const type = String(rest.type);
  const content: Record<string, string> = {
    A: '192.0.2.50',
    AAAA: '2001:db8::50',
    CNAME: 'target.example.net',
    MX: 'mail.example.net',
    TXT: 'valid text',
    SRV: '10 5 5060 sip.example.net',
    NS: 'ns1.example.net',
  };
  const name = typeof rest.name === 'string' && rest.name.startsWith(ctx.namePrefix) ? rest.name : ctx.uniqueName('propput');
  return {
    type,
    name,
    content: content[type],
    ttl: 300,
    ...(type === 'MX' || type === 'SRV' ? { priority: 10 } : {}),
  };
}

for (const type of EXTENDED_TYPES) {
  check(
    {
      id: `PROP-DNS-VALID-${type}`,
      title: `accepts every generated valid ${type} record and lists it back as written (ttl default 300 applied)`,
      operation: 'createDnsRecord',
      spec: '§2.3, §4.4',
      requirements: ['DNS-ROUNDTRIP', 'DNS-NAME-RULE', 'DNS-TTL-RANGE', 'DNS-TTL-DEFAULT', ...(type === 'NS' ? [] : [`DNS-CONTENT-${type}`])],
      ...dns,
    },
    async (ctx) => {
      const shape = { prefix: ctx.namePrefix, types: [type], maxNameLength: recordNameRoom(ctx) };
      // The edges run first in every run (generators/edges.ts): the shortest and the longest name, both ttl bounds and the default,
      // every edge content of the type (the mixed-notation IPv6 64:ff9b::192.0.2.33 among them), MX priority 0 and 65535.
      const examples = extendedRecordEdges({ prefix: shape.prefix, types: shape.types, maxLength: shape.maxNameLength });
      await assertProperty(
        ctx,
        validExtendedRecord(shape),
        async (record) => {
          const res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: record });
          const created = await expectSuccess(ctx, res);
          try {
            const expected = { ...record, ttl: record.ttl ?? constants.dnsTtlDefaultExtended };
            expectSameRecord('created record', created, expected);
            const listed = (await listRecords(ctx)).records.find((r) => String(r.id) === String(created.id));
            if (!listed) fail(`created record ${created.id} is not listed`);
            expectSameRecord('listed record', listed, expected);
          } finally {
            await deleteRecord(ctx, created.id);
          }
        },
        { examples },
      );
    },
  );
}

const RULES: ExtendedRecordRule[] = [
  'DNS-NAME-RULE',
  'DNS-TTL-RANGE',
  'DNS-CONTENT-A',
  'DNS-CONTENT-AAAA',
  'DNS-CONTENT-CNAME',
  'DNS-CONTENT-MX',
  'DNS-CONTENT-TXT',
  'DNS-CONTENT-SRV',
  'DNS-CNAME-ROOT',
  'DNS-MX-PRIORITY',
  'DNS-REQUIRED-FIELDS',
  'DNS-TYPE-ENUM',
];

for (const rule of RULES) {
  check(
    {
      id: `PROP-DNS-INVALID-${rule.replace(/^DNS-/, '')}`,
      title: `rejects every generated record that breaks ${rule} (400 or 422, documented format) and creates nothing`,
      operation: 'createDnsRecord',
      spec: '§2.3, §7',
      requirements: [rule, 'DNS-INVALID-CREATES-NOTHING'],
      ...dns,
    },
    async (ctx) => {
      // Only this rule's branch is generated (breaks): filtering the twelve rules' output down to one threw eleven records of twelve away.
      const arb = invalidExtendedRecord({ prefix: ctx.namePrefix, maxNameLength: recordNameRoom(ctx), breaks: [rule] }).filter((v) => v.breaks === rule);
      await assertProperty(ctx, arb, async ({ value, field, why }) => {
        const before = await listRecords(ctx);
        const res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: value });
        if (res.status >= 200 && res.status < 300 && res.body?.id !== undefined) await deleteRecord(ctx, res.body.id);
        // A CNAME at the root may also be refused as a conflict with the root's records (§7 409 "record exists or conflicts"), naming either field.
        if (rule === 'DNS-CNAME-ROOT') expectError(ctx, res, { statuses: [400, 422, 409], field: [field, 'name', 'type'] });
        else expectRejected(ctx, res, { field });
        // By the records listed, not by total: other checks (or another run on the key) may add records meanwhile.
        expectNothingNew(before.records, (await listRecords(ctx)).records, ctx, `${why}: a rejected record must create nothing`);
      });
    },
  );
}

// The same generated invalid records against PUT (§2.3 "Validation rules" apply to the updated record) and bulk (§4.4 "each submitted record is validated
// on its own"). Rules of a whole new record (required fields, type enum, CNAME at @, MX without priority) do not apply to a PUT of one field.
const PUT_RULES = RULES.filter((r) => r === 'DNS-NAME-RULE' || r === 'DNS-TTL-RANGE' || r.startsWith('DNS-CONTENT-'));

for (const rule of PUT_RULES) {
  check(
    {
      id: `PROP-DNS-UPDATE-INVALID-${rule.replace(/^DNS-/, '')}`,
      title: `rejects every generated PUT whose field breaks ${rule} (400 or 422) and leaves the record as it was`,
      operation: 'updateDnsRecord',
      spec: '§2.3, §4.4, §7',
      requirements: [rule, 'DNS-UPDATE-VALIDATION'],
      ...dns,
    },
    async (ctx) => {
      const arb = invalidExtendedRecord({ prefix: ctx.namePrefix, maxNameLength: recordNameRoom(ctx), breaks: [rule] }).filter(
        (v) => v.breaks === rule && v.field !== undefined,
      );
      await assertProperty(ctx, arb, async ({ value, field, why }) => {
        // A valid record of the generated type (the generated one with its bad field put right), then a PUT of the bad field alone.
        const { [field as keyof typeof value]: bad, ...rest } = value as Record<string, unknown>;
        // An absent or null field may be read as "not supplied" (§4.4: only supplied fields change): not a PUT that must fail.
        if (bad === undefined || bad === null) return;
        const valid = validFor(ctx, rest);
        const created = await expectSuccess(
          ctx,
          await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: valid }),
          'createDnsRecord',
        );
        try {
          const res = await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: String(created.id) }, body: { [field]: bad } });
          expectRejected(ctx, res, { field });
          const listed = (await listRecords(ctx)).records.find((r) => String(r.id) === String(created.id));
          if (!listed) fail(`${why}: the record must still be listed after a rejected PUT`);
          expectSameRecord(`${why}: record after a rejected PUT`, listed, valid);
        } finally {
          await deleteRecord(ctx, created.id);
        }
      });
    },
  );
}

for (const rule of RULES.filter((r) => r !== 'DNS-REQUIRED-FIELDS' && r !== 'DNS-TYPE-ENUM')) {
  check(
    {
      id: `PROP-DNS-BULK-INVALID-${rule.replace(/^DNS-/, '')}`,
      title: `reports in errors, and creates not, every generated bulk record that breaks ${rule}`,
      operation: 'bulkCreateDnsRecords',
      spec: '§2.3, §4.4',
      requirements: [rule, 'DNS-BULK-PARTITION'],
      ...dns,
    },
    async (ctx) => {
      // Only this rule's branch is generated (breaks): filtering the twelve rules' output down to one threw eleven records of twelve away.
      const arb = invalidExtendedRecord({ prefix: ctx.namePrefix, maxNameLength: recordNameRoom(ctx), breaks: [rule] }).filter((v) => v.breaks === rule);
      await assertProperty(ctx, arb, async ({ value, why }) => {
        const res = await ctx.api.call('bulkCreateDnsRecords', { params: { domain_id: ctx.domain.id }, body: { records: [value] } });
        const created: any[] = res.status >= 200 && res.status < 300 && Array.isArray(res.body?.created) ? res.body.created : [];
        for (const r of created) if (r?.id !== undefined) await deleteRecord(ctx, r.id);
        // A batch with nothing valid may be refused whole (a documented error), or answered with the record in errors.
        if (res.status >= 400) {
          expectError(ctx, res);
          return;
        }
        const body = await expectSuccess(ctx, res);
        if (body.created.length) fail(`${why}: the record must not be created, but created holds ${JSON.stringify(body.created[0])}`);
        expectEqual(`${why}: errors entries`, body.errors.length, 1);
        // §4.4 "records that fail appear in `errors` with a message".
        const message = body.errors[0]?.error;
        expectThat(typeof message === 'string' && message.trim() !== '', `${why}: the errors entry must carry a message, received ${JSON.stringify(message)}`);
      });
    },
  );
}

check(
  {
    id: 'PROP-CORE-VALID-RECORD',
    title: 'accepts every generated valid core record and reads it back as written (ttl default 3600 applied)',
    operation: 'createCoreDnsRecord',
    spec: '§2.3, §4.1',
    requirements: ['CORE-DNS-CREATE', 'CORE-DNS-ROUNDTRIP', 'CORE-DNS-TTL-DEFAULT'],
    ...dns,
  },
  async (ctx) => {
    // Core budget is small (§8 100 a minute): the edges run first are the mixed-notation AAAA and the two name lengths, as core bodies.
    const examples = extendedRecordEdges({ prefix: ctx.namePrefix, types: ['AAAA'], maxLength: recordNameRoom(ctx) })
      .filter((r) => r.content.includes('.'))
      .slice(0, 2)
      .map(({ content, ...rest }) => ({ ...rest, value: content }) as CoreRecordBody);
    await assertProperty(
      ctx,
      validCoreRecord({ prefix: ctx.namePrefix, maxNameLength: recordNameRoom(ctx) }),
      async (record) => {
        const created = await expectSuccess(ctx, await ctx.api.call('createCoreDnsRecord', { body: { domain_id: ctx.domain.id, ...record } }));
        try {
          const expected = { ...record, ttl: record.ttl ?? constants.dnsTtlDefaultCore };
          expectSameRecord('created core record', created, expected, 'value');
          const read = await expectSuccess(ctx, await ctx.api.call('getCoreDnsRecord', { params: { id: String(created.id) } }), 'getCoreDnsRecord');
          expectSameRecord('core record read back', read, expected, 'value');
        } finally {
          await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(created.id) } });
        }
      },
      { examples },
    );
  },
);

check(
  {
    id: 'PROP-DNS-BULK-PARTITION',
    title: 'partitions every generated mixed batch: created holds exactly the valid records, errors exactly the invalid, each created one readable',
    operation: 'bulkCreateDnsRecords',
    spec: '§4.4',
    requirements: ['DNS-BULK-PARTITION', 'DNS-BULK-CREATED-READABLE', 'DNS-BULK-SHAPE'],
    ...dns,
  },
  async (ctx) => {
    await assertProperty(ctx, bulkBatch({ prefix: ctx.namePrefix, maxSize: 5, maxNameLength: recordNameRoom(ctx) }), async ({ records, valid }) => {
      const res = await ctx.api.call('bulkCreateDnsRecords', { params: { domain_id: ctx.domain.id }, body: { records } });
      const createdIds: unknown[] = [];
      try {
        const allInvalid = valid.every((v) => !v);
        if (allInvalid && res.status >= 400) {
          expectError(ctx, res);
          return;
        }
        const body = await expectSuccess(ctx, res);
        for (const r of body.created ?? []) createdIds.push(r.id);
        const validNames = records.filter((_, i) => valid[i]).map((r: any) => r.name);
        expectEqual('created count (valid records submitted)', body.created.length, validNames.length);
        expectEqual('errors count (invalid records submitted)', body.errors.length, valid.length - validNames.length);
        for (const name of validNames)
          expectThat(
            body.created.some((r: any) => sameName(r.name, name)),
            `valid record ${name} is missing from created`,
          );
        const { records: listed } = await listRecords(ctx);
        for (const r of body.created)
          expectThat(
            listed.some((l) => String(l.id) === String(r.id)),
            `created record ${r.id} is not readable in the list`,
          );
      } finally {
        for (const id of createdIds) await deleteRecord(ctx, id);
      }
    });
  },
);

check(
  {
    id: 'PROP-USER-FIND-OR-CREATE',
    title: 'finds-or-creates every generated valid user_identifier: a repeated POST yields the same single user',
    operation: 'createUser',
    iface: 'extended',
    spec: '§2.1, §4.1',
    requirements: ['USER-FIND-OR-CREATE', 'USER-ID-MAXLEN', 'USER-ID-CHARSET', 'USER-SESSION-ECHO'],
  },
  async (ctx) => {
    const accepted = ambiguity('AMB-USER-REPEAT').accepted as string[];
    await assertProperty(
      ctx,
      validUserIdentifier({ prefix: ctx.namePrefix }),
      async (id) => {
        const first = await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), 'createUser', 'extended');
        expectEqual('user_identifier echoed', first.user_identifier, id);
        const again = await ctx.api.call('createUser', { body: { user_identifier: id } });
        if (again.status === 409) {
          expectThat(accepted.includes('conflict-409'), 'a 409 on a repeated POST is not an accepted form');
          expectError(ctx, again, { statuses: [409] });
          ctx.observe('AMB-USER-REPEAT', 'conflict-409');
        } else {
          const second = await expectFoundSession(ctx, again);
          expectEqual('user_identifier of the repeated POST', second.user_identifier, id);
          ctx.observe('AMB-USER-REPEAT', 'find-or-create');
        }
        const detail = await expectSuccess(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), 'getUser', 'extended');
        // The session echoes the input (§2.1 "Echo of the input"); the user read back may carry the identifier as stored, in another case
        // (the spec does not say whether identifiers are case-sensitive, independent reading R-22).
        expectEqual('user found after find-or-create', String(detail.user_identifier).toLowerCase(), id.toLowerCase());
        await ctx.api.call('deleteUser', { params: { user_identifier: id } });
      },
      // The shortest, the longest (255) and both punctuation characters run first in every run (generators/edges.ts).
      { runsFactor: 0.5, examples: userIdentifierEdges(ctx.namePrefix) },
    );
  },
);

check(
  {
    id: 'PROP-USER-PER-KEY',
    title: 'treats every generated user_identifier under the second key as a different user',
    operation: 'createUser',
    iface: 'extended',
    spec: '§5 rule 4',
    requirements: ['AUTH-USER-ISOLATION'],
    needs: ['secondKey'],
  },
  async (ctx) => {
    await assertProperty(
      ctx,
      fc.tuple(validUserIdentifier({ prefix: ctx.namePrefix, maxLength: 64 }), fc.boolean()),
      async ([id, createUnderB]) => {
        await expectSuccess(ctx, await ctx.api.call('createUser', { body: { user_identifier: id, email: 'first@example.com' } }), 'createUser', 'extended');
        try {
          const underB = await ctx.api2.call('getUser', { params: { user_identifier: id } });
          expectError(ctx, underB, { statuses: [404], operationId: 'getUser' });
          if (createUnderB) {
            await expectSuccess(
              ctx,
              await ctx.api2.call('createUser', { body: { user_identifier: id, email: 'second@example.com' } }),
              'createUser',
              'extended',
            );
            const a = await expectSuccess(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), 'getUser', 'extended');
            const b = await expectSuccess(ctx, await ctx.api2.call('getUser', { params: { user_identifier: id } }), 'getUser', 'extended');
            expectEqual("key A's user email", a.email, 'first@example.com');
            expectEqual("key B's user email", b.email, 'second@example.com');
            await ctx.api2.call('deleteUser', { params: { user_identifier: id } });
            await expectSuccess(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), 'getUser', 'extended');
          }
        } finally {
          await ctx.api.call('deleteUser', { params: { user_identifier: id } });
        }
      },
      { runsFactor: 0.5 },
    );
  },
);

check(
  {
    id: 'PROP-USER-ID-INVALID',
    title: 'rejects every generated invalid user_identifier (too long or a forbidden character) and creates nothing',
    operation: 'createUser',
    iface: 'extended',
    spec: '§2.1',
    requirements: ['USER-ID-MAXLEN', 'USER-ID-CHARSET'],
  },
  async (ctx) => {
    await assertProperty(ctx, invalidUserIdentifier({ prefix: ctx.namePrefix }), async ({ value, why }) => {
      const res = await ctx.api.call('createUser', { body: { user_identifier: value } });
      if (res.status >= 200 && res.status < 300) await ctx.api.call('deleteUser', { params: { user_identifier: value } });
      expectRejected(ctx, res, { field: 'user_identifier' });
      const read = await ctx.api.call('getUser', { params: { user_identifier: value } });
      expectThat(read.status >= 400, `${why}: a rejected user must not exist, but GET answered ${read.status}`);
    });
  },
);

check(
  {
    id: 'PROP-USER-EMAIL-INVALID',
    title: 'rejects every generated invalid e-mail on user creation and creates no user',
    operation: 'createUser',
    iface: 'extended',
    spec: '§2.1, §7',
    requirements: ['USER-EMAIL-FORMAT'],
  },
  async (ctx) => {
    await assertProperty(
      ctx,
      invalidEmail(),
      async ({ value }) => {
        const id = ctx.uniqueName('mail');
        const res = await ctx.api.call('createUser', { body: { user_identifier: id, email: value } });
        if (res.status >= 200 && res.status < 300) await ctx.api.call('deleteUser', { params: { user_identifier: id } });
        expectRejected(ctx, res, { field: 'email' });
        const read = await ctx.api.call('getUser', { params: { user_identifier: id } });
        expectError(ctx, read, { statuses: [404], operationId: 'getUser' });
      },
      { examples: INVALID_EMAIL_EXAMPLES },
    );
  },
);

// The same rule on the other operation that takes an e-mail (§4.2 PUT body "email (optional string)"): a rule checked on
// creation and assumed on update let a PUT that checked only the part after the first '@' through (issue 27).
check(
  {
    id: 'PROP-USER-UPDATE-EMAIL-INVALID',
    title: 'rejects every generated invalid e-mail on PUT and keeps the e-mail the user had',
    operation: 'updateUser',
    iface: 'extended',
    spec: '§2.1, §4.2, §7',
    requirements: ['USER-EMAIL-FORMAT'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('mailput');
    const email = emailFor(id);
    await createUser(ctx, id, email);
    await assertProperty(
      ctx,
      invalidEmail(),
      async ({ value }) => {
        const res = await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: value } });
        expectRejected(ctx, res, { field: 'email' });
        expectEqual(`email read back after a PUT of ${JSON.stringify(value)}`, (await readUser(ctx, id)).email, email);
      },
      { runsFactor: 0.5, examples: INVALID_EMAIL_EXAMPLES },
    );
  },
);

function sortKey(user: any, sort: string): number {
  const v = user?.[sort];
  if (sort === 'domain_count') return typeof v === 'number' ? v : NaN;
  return v === null || v === undefined ? NaN : instantOf(v);
}

check(
  {
    id: 'PROP-USER-LIST-QUERY',
    title: 'answers every generated valid list query with at most limit users, the echoed limit and offset, in the requested order',
    operation: 'listUsers',
    spec: '§4.2',
    requirements: ['USER-LIST-SHAPE', 'USER-LIST-LIMIT-DEFAULT', 'USER-LIST-OFFSET', 'USER-LIST-SORT', 'USER-LIST-ORDER'],
  },
  async (ctx) => {
    await assertProperty(
      ctx,
      validListQuery(),
      async (query) => {
        const body = await expectSuccess(ctx, await ctx.api.call('listUsers', { query: query as Record<string, string | number> }));
        const limit = query.limit ?? constants.listUsersLimitDefault;
        const offset = query.offset ?? constants.listUsersOffsetDefault;
        expectEqual('limit echoed', body.limit, limit);
        expectEqual('offset echoed', body.offset, offset);
        expectThat(body.users.length <= limit, `at most ${limit} users expected, received ${body.users.length}`);
        expectEqual('page size', body.users.length, Math.max(0, Math.min(limit, body.total - offset)));
        const sort = query.sort ?? constants.listUsersSortDefault;
        const order = query.order ?? constants.listUsersOrderDefault;
        const keys = body.users.map((u: any) => sortKey(u, sort));
        for (let i = 1; i < keys.length; i += 1) {
          if (Number.isNaN(keys[i]) || Number.isNaN(keys[i - 1])) continue; // a user who never logged in sorts anywhere
          const ok = order === 'asc' ? keys[i - 1] <= keys[i] : keys[i - 1] >= keys[i];
          if (!ok) fail(`users not in ${sort} ${order} order at positions ${i - 1}, ${i}: ${body.users[i - 1][sort]} then ${body.users[i][sort]}`);
        }
      },
      { runsFactor: 2 },
    );
  },
);

check(
  {
    id: 'PROP-USER-LIST-QUERY-INVALID',
    title: 'rejects every generated invalid list query (400 or 422), or clamps a limit over 100 to 100 and reads other unusable values as absent',
    operation: 'listUsers',
    spec: '§4.2, §7',
    requirements: ['USER-LIST-PARAMS-INVALID', 'USER-LIST-LIMIT-MAX'],
  },
  async (ctx) => {
    await assertProperty(ctx, invalidListQuery(), async ({ value, breaks, field }) => {
      const res = await ctx.api.call('listUsers', { query: value as Record<string, string | number> });
      if (breaks === 'USER-LIST-LIMIT-MAX' && res.status < 300) {
        const body = await expectSuccess(ctx, res);
        ctx.observe('AMB-LIST-LIMIT-OVER-MAX', 'clamp');
        expectEqual('echoed limit of a clamped query', body.limit, constants.listUsersLimitMax);
        expectThat(body.users.length <= constants.listUsersLimitMax, `a clamped page holds at most ${constants.listUsersLimitMax} users`);
        return;
      }
      if (breaks === 'USER-LIST-LIMIT-MAX') {
        expectRejected(ctx, res);
        ctx.observe('AMB-LIST-LIMIT-OVER-MAX', 'reject');
        return;
      }
      // Any other unusable value may be rejected or read as absent (AMB-LIST-PARAM-INVALID); never a 5xx or a page out of the contract.
      await expectListQueryRefusedOrRead(ctx, res, field, (value as Record<string, unknown>)[field]);
    });
  },
);

check(
  {
    id: 'PROP-RENEW-YEARS-INVALID',
    title: 'rejects every generated invalid renewal period and leaves expires_at unchanged',
    operation: 'renewDomain',
    spec: '§4.3, §8',
    requirements: ['DOMAIN-RENEW-YEARS'],
    ...dns,
  },
  async (ctx) => {
    const expiry = async () =>
      (await expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id: ctx.domain.id } }), 'getDomain', 'extended')).expires_at;
    await assertProperty(ctx, invalidRenewYears(), async ({ value }) => {
      const before = await expiry();
      expectRejected(ctx, await ctx.api.call('renewDomain', { params: { domain_id: ctx.domain.id }, body: { years: value } }), { field: 'years' });
      const after = await expiry();
      expectThat(instantOf(after) === instantOf(before), `expires_at after a rejected renewal: expected ${before}, received ${after}`);
    });
  },
);
