// Extended DNS records under /api/v1/domains/{domain_id}/dns: create, list, update, delete and every §2.3 rule (§2.3, §4.4).
import { constants } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import { expectError, expectRejected, expectSuccess, expectEqual, expectThat, expectTimestamp, fail } from '../harness/expect.js';
import {
  createRecord,
  expectCountAgainstTotal,
  expectNoRecordNamed,
  expectNoStateField,
  expectNothingNew,
  expectSameRecord,
  notOthers,
  othersUnprefixedChanged,
  listRecords,
  mustFindRecord,
  findRecord,
  nameForm,
  relativeName,
  sameName,
} from '../harness/records.js';
import { updateUntilLater } from '../harness/later-instant.js';
import { absentDomainId, absentRecordId } from '../harness/absent-id.js';
import { busyIf, measureWhileOthersQuiet } from '../harness/shared-key.js';
import { instantOf } from '../harness/iso-8601.js';

/** Why these checks run alone (CheckMeta.exclusive). */
const ALONE = "it compares the fixture domain's record count before and after its own change";

const C = constants;
const dns = { needs: ['fixtureDomain' as const] };

/** A name of exactly `length` characters carrying the run prefix, labels at most 63 (AMB-LABEL-LENGTH). */
function nameOfLength(ctx: CheckContext, length: number): string {
  let name = ctx.uniqueName('len');
  while (name.length < length) {
    const lastLabel = name.split('.').pop()!;
    name += lastLabel.length >= 62 || name.length === length - 1 ? '.' : 'a';
    if (name.endsWith('.') && name.length === length) name = `${name.slice(0, -1)}b`;
  }
  return name.slice(0, length).replace(/\.$/, 'c');
}

/** Send a record that must be rejected (400/422, documented error format) and prove nothing was created. */
async function expectRecordRejected(ctx: CheckContext, record: Record<string, unknown>, field: string): Promise<void> {
  // Compared by the records listed, not by total: other checks (or another run on the key) may add records meanwhile.
  const { records } = await listRecords(ctx);
  const res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: record });
  expectRejected(ctx, res, { field });
  if (typeof record.name === 'string' && record.name !== '@' && record.name !== '') await expectNoRecordNamed(ctx, record.name, records);
  else expectNothingNew(records, (await listRecords(ctx)).records, ctx, 'a rejected request must create nothing');
}

const validByType: Record<string, (ctx: CheckContext) => Record<string, unknown>> = {
  A: (ctx) => ({ type: 'A', name: ctx.uniqueName('a'), content: '192.0.2.10', ttl: 300 }),
  AAAA: (ctx) => ({ type: 'AAAA', name: ctx.uniqueName('aaaa'), content: '2001:db8::10', ttl: 600 }),
  CNAME: (ctx) => ({ type: 'CNAME', name: ctx.uniqueName('cname'), content: 'target.example.net', ttl: 3600 }),
  MX: (ctx) => ({ type: 'MX', name: ctx.uniqueName('mx'), content: 'mail.example.net', ttl: 3600, priority: 10 }),
  TXT: (ctx) => ({ type: 'TXT', name: ctx.uniqueName('txt'), content: 'v=spf1 include:example.net ~all', ttl: 300 }),
  SRV: (ctx) => ({ type: 'SRV', name: ctx.uniqueName('srv'), content: '10 5 5060 sip.example.net', ttl: 300, priority: 10 }),
  NS: (ctx) => ({ type: 'NS', name: ctx.uniqueName('ns'), content: 'ns1.example.net', ttl: 86400 }),
};

for (const [type, make] of Object.entries(validByType)) {
  check(
    {
      id: `DNS-CREATE-${type}`,
      title: `creates a valid ${type} record and lists it exactly as written`,
      operation: 'createDnsRecord',
      spec: '§2.3, §4.4',
      requirements: [
        'DNS-RECORD-SHAPE',
        'DNS-ROUNDTRIP',
        'DNS-TYPE-ENUM',
        ...(type === 'A' || type === 'AAAA' || type === 'CNAME' || type === 'MX' || type === 'TXT' || type === 'SRV' ? [`DNS-CONTENT-${type}`] : []),
      ],
      ...dns,
    },
    async (ctx) => {
      const sent = make(ctx);
      const created = await createRecord(ctx, sent);
      expectSameRecord('created record', created, sent);
      const listed = await mustFindRecord(ctx, created.id, 'a created record appears in the list');
      expectSameRecord('listed record', listed, sent);
      if (type === 'MX') expectEqual('MX priority', listed.priority, sent.priority);
      else if (type !== 'SRV' && listed.priority !== null)
        fail(`priority must be null for ${type} (§2.3 "MX and SRV only; null otherwise"), received ${JSON.stringify(listed.priority)}`);
    },
  );
}

/** §2.3 rule 3 "TXT content any text" and the §4.4 round trip: a TXT record of `content` is created and listed with the same text. */
async function expectTxtKept(ctx: CheckContext, hint: string, content: string): Promise<void> {
  const sent = { type: 'TXT', name: ctx.uniqueName(hint), content, ttl: 300 };
  const created = await createRecord(ctx, sent);
  expectSameRecord(`created record with content ${JSON.stringify(content)}`, created, sent);
  expectSameRecord(
    `listed record with content ${JSON.stringify(content)}`,
    await mustFindRecord(ctx, created.id, 'a created record appears in the list'),
    sent,
  );
}

// §2.3 rule 3 "TXT content any text": a backslash is text. A target that writes TXT back in zone form (AMB-TXT-FORM) escapes it there
// (a doubled backslash), which txtText reads back as RFC 1035 does; one that writes content as given shows it as it is.
check(
  {
    id: 'DNS-CREATE-TXT-BACKSLASH',
    title: 'creates a TXT record whose content holds a backslash before a letter and a digit, and lists the same text',
    operation: 'createDnsRecord',
    spec: '§2.3 rule 3, §4.4',
    requirements: ['DNS-CONTENT-TXT', 'DNS-ROUNDTRIP'],
    ...dns,
  },
  async (ctx) => expectTxtKept(ctx, 'txtbs', 'path C:\\dir\\1 kept'),
);

// §2.3 rule 3 "TXT content any text": text that reads like a number or a date is text still. A serializer that types such content on the
// way in or out ("10.50" as 10.5, "007" as 7, a date re-stamped) changes what the user's record says.
const TYPED_LOOKING_TXT = ['10.50', '007', '2026-01-02T03:04:05.678Z'];

check(
  {
    id: 'DNS-CREATE-TXT-TYPED-LOOKING',
    title: `creates TXT records whose content reads like a number or a timestamp (${TYPED_LOOKING_TXT.join(', ')}) and lists the same text`,
    operation: 'createDnsRecord',
    spec: '§2.3 rule 3, §4.4',
    requirements: ['DNS-CONTENT-TXT', 'DNS-ROUNDTRIP'],
    ...dns,
  },
  async (ctx) => {
    for (const [i, content] of TYPED_LOOKING_TXT.entries()) await expectTxtKept(ctx, `txttyped${i}`, content);
  },
);

check(
  {
    id: 'DNS-SRV-WITHOUT-PRIORITY',
    title: 'creates an SRV record sent without priority, whose priority reads back as the first part of its content (10) or null',
    operation: 'createDnsRecord',
    spec: '§2.3, §4.4',
    requirements: ['DNS-PRIORITY-NULL', 'DNS-CONTENT-SRV', 'DNS-ROUNDTRIP'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "priority (optional)" and §2.3 rule 5 "priority is required for MX records": an SRV record needs none. §2.3 "SRV content is a
    // single string of four space-separated parts: priority, weight, port, target" and "priority | integer or null | MX and SRV only":
    // which of the two an SRV record carries is open (AMB-SRV-PRIORITY), so its priority is the content's first part, whole, or null.
    // A two-digit first part tells the part from its first character.
    const sent = { type: 'SRV', name: ctx.uniqueName('srvnoprio'), content: '10 5 5060 sip.example.net', ttl: 300 };
    const created = await createRecord(ctx, sent);
    const listed = await mustFindRecord(ctx, created.id, 'an SRV record created without priority appears in the list');
    for (const [what, record] of [
      ['created', created],
      ['listed', listed],
    ] as const) {
      expectSameRecord(`${what} record`, record, sent);
      expectThat(
        // Present: the spec says which form a missing priority takes, "integer or null" (AMB-MISSING-VALUE).
        record.priority === 10 || record.priority === null,
        `priority of the ${what} SRV record sent without one: expected 10 (the first part of its content "${sent.content}") or null ` +
          `(§2.3, AMB-SRV-PRIORITY), received ${JSON.stringify(record.priority)}`,
      );
    }
    ctx.observe('AMB-SRV-PRIORITY', listed.priority === 10 ? 'content' : 'field');
  },
);

check(
  {
    id: 'DNS-CREATE-UPDATED-AT-NOT-BEFORE-CREATED',
    title: 'gives a new record ISO 8601 created_at and updated_at, updated_at not earlier than created_at',
    operation: 'createDnsRecord',
    spec: '§2.3',
    requirements: ['DNS-RECORD-TIMESTAMPS'],
    ...dns,
  },
  async (ctx) => {
    // §2.3 extended shape "created_at | string | ISO 8601", "updated_at | string | ISO 8601": a record cannot be updated before it
    // exists. Equal values, or either order within a second (one stamp truncated to seconds, the other not), are both accepted.
    const created = await createRecord(ctx, { type: 'A', name: ctx.uniqueName('stamp'), content: '192.0.2.12', ttl: 300 });
    const createdAt = expectTimestamp('created_at of a new record', created.created_at);
    const updatedAt = expectTimestamp('updated_at of a new record', created.updated_at);
    expectThat(
      updatedAt >= createdAt - 1000,
      `updated_at of a new record must not be earlier than its created_at (§2.3): created_at ${created.created_at}, updated_at ${created.updated_at}`,
    );
  },
);

check(
  {
    id: 'DNS-CREATE-NO-STATE-FIELD',
    title: 'answers a created record without a state or status field',
    operation: 'createDnsRecord',
    spec: '§3',
    requirements: ['DNS-NO-STATE'],
    ...dns,
  },
  async (ctx) => {
    const created = await createRecord(ctx, { type: 'TXT', name: ctx.uniqueName('nostate'), content: 'no state', ttl: 300 });
    expectNoStateField('created record', created);
  },
);

check(
  {
    id: 'DNS-LIST-NO-STATE-FIELD',
    title: 'lists records without a state or status field',
    operation: 'listDnsRecords',
    spec: '§3',
    requirements: ['DNS-NO-STATE'],
    ...dns,
  },
  async (ctx) => {
    const created = await createRecord(ctx, { type: 'A', name: ctx.uniqueName('nostate'), content: '192.0.2.13', ttl: 300 });
    const { records } = await listRecords(ctx);
    expectThat(records.length > 0, `the list must carry the record just created (${created.name})`);
    for (const record of records) expectNoStateField(`listed record ${JSON.stringify(record.name)}`, record);
  },
);

check(
  {
    id: 'DNS-TTL-DEFAULT-300',
    title: 'gives a record created without ttl the default of 300 seconds',
    operation: 'createDnsRecord',
    spec: '§2.3, §4.4',
    requirements: ['DNS-TTL-DEFAULT'],
    ...dns,
  },
  async (ctx) => {
    const created = await createRecord(ctx, { type: 'A', name: ctx.uniqueName('defttl'), content: '192.0.2.11' });
    expectEqual('ttl of the created record (default 300 on create)', created.ttl, C.dnsTtlDefaultExtended);
    const listed = await mustFindRecord(ctx, created.id, 'default ttl');
    expectEqual('ttl of the listed record', listed.ttl, C.dnsTtlDefaultExtended);
  },
);

for (const [ttl, accepted] of [
  [C.dnsTtlMin - 1, false],
  [C.dnsTtlMin, true],
  [C.dnsTtlMax, true],
  [C.dnsTtlMax + 1, false],
] as const) {
  check(
    {
      id: `DNS-TTL-${ttl}-${accepted ? 'ACCEPTED' : 'REJECTED'}`,
      title: accepted ? `accepts a ttl of ${ttl} seconds (the bound is inclusive)` : `rejects a ttl of ${ttl} seconds and creates nothing`,
      operation: 'createDnsRecord',
      spec: '§2.3 rule 2',
      requirements: accepted ? ['DNS-TTL-RANGE', 'DNS-ROUNDTRIP'] : ['DNS-TTL-RANGE', 'DNS-INVALID-CREATES-NOTHING'],
      ...dns,
    },
    async (ctx) => {
      const record = { type: 'A', name: ctx.uniqueName('ttl'), content: '192.0.2.12', ttl };
      if (accepted) expectSameRecord('created record', await createRecord(ctx, record), record);
      else await expectRecordRejected(ctx, record, 'ttl');
    },
  );
}

check(
  {
    id: 'DNS-NAME-253-ACCEPTED',
    title: 'accepts a name of 253 characters',
    operation: 'createDnsRecord',
    spec: '§2.3 rule 1',
    requirements: ['DNS-NAME-RULE', 'DNS-ROUNDTRIP'],
    ...dns,
  },
  async (ctx) => {
    const record = { type: 'TXT', name: nameOfLength(ctx, C.dnsNameMaxLength), content: 'boundary' };
    expectEqual('name length sent', record.name.length, C.dnsNameMaxLength);
    const created = await createRecord(ctx, record);
    expectSameRecord('listed record', await mustFindRecord(ctx, created.id, '253-character name'), record);
  },
);

const badNames: Array<[string, (ctx: CheckContext) => string, string]> = [
  ['254', (ctx) => nameOfLength(ctx, C.dnsNameMaxLength + 1), 'a name of 254 characters'],
  ['EMPTY', () => '', 'an empty name'],
  ['LEADING-HYPHEN', (ctx) => `-${ctx.uniqueName('lead')}`, 'a name starting with a hyphen'],
  ['TRAILING-HYPHEN', (ctx) => `${ctx.uniqueName('trail')}-`, 'a name ending with a hyphen'],
  ['UNDERSCORE', (ctx) => `${ctx.uniqueName('under')}_x`, 'a name with an underscore'],
  ['SPACE', (ctx) => `${ctx.uniqueName('space')} x`, 'a name with a space'],
];
for (const [tag, make, what] of badNames) {
  check(
    {
      id: `DNS-NAME-${tag}-REJECTED`,
      title: `rejects ${what} and creates nothing`,
      operation: 'createDnsRecord',
      spec: '§2.3 rule 1',
      requirements: ['DNS-NAME-RULE', 'DNS-INVALID-CREATES-NOTHING'],
      ...dns,
    },
    async (ctx) => {
      await expectRecordRejected(ctx, { type: 'TXT', name: make(ctx), content: 'bad name' }, 'name');
    },
  );
}

// §2.3 rule 1 "made of letters, digits, hyphens and dots": "letters" is not defined (AMB-LETTERS). A name with ñ may be accepted (then listed, by
// its id: the target may show it as punycode) or rejected (then nothing is created); the report records which.
check(
  {
    id: 'DNS-NAME-NON-ASCII-LETTER',
    title: 'accepts a name with ñ (then lists the record) or rejects it (and creates nothing): either reading of "letters" (observed)',
    operation: 'createDnsRecord',
    spec: '§2.3 rule 1',
    requirements: ['DNS-NAME-RULE'],
    ...dns,
  },
  async (ctx) => {
    const record = { type: 'TXT', name: `${ctx.uniqueName('letter')}ñx`, content: 'a letter outside ASCII' };
    const { records: before } = await listRecords(ctx);
    const res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: record });
    if (res.status >= 200 && res.status < 300) {
      ctx.observe('AMB-LETTERS', 'unicode-letters');
      const created = await expectSuccess(ctx, res);
      // As sent or in its IDNA form (AMB-LETTERS: comparableName reads xn-- labels back), never another name.
      expectThat(
        sameName(created.name, record.name),
        `name of the created record: expected ${JSON.stringify(record.name)}, received ${JSON.stringify(created.name)}`,
      );
      const listed = await mustFindRecord(ctx, created.id, 'a record created with a non-ASCII letter in its name');
      expectThat(
        sameName(listed.name, record.name),
        `name of the listed record: expected ${JSON.stringify(record.name)}, received ${JSON.stringify(listed.name)}`,
      );
      await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: String(created.id) } });
    } else {
      ctx.observe('AMB-LETTERS', 'ascii-only');
      expectRejected(ctx, res, { field: 'name' });
      await expectNoRecordNamed(ctx, record.name, before);
    }
  },
);

check(
  {
    id: 'DNS-NAME-ROOT-ACCEPTED',
    title: 'accepts @ as the root name for a TXT record',
    operation: 'createDnsRecord',
    spec: '§2.3 rule 1',
    requirements: ['DNS-NAME-ROOT'],
    ...dns,
  },
  async (ctx) => {
    const record = { type: 'TXT', name: '@', content: `${ctx.run.prefix}-root` };
    const res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: record });
    if (res.status === 409) {
      // A root that holds a TXT already (an SPF record, say) may refuse another as a conflict (§7 409 "record exists or conflicts";
      // AMB-RECORD-REPEAT): a conflict at the root is the root name understood, not refused.
      expectError(ctx, res, { statuses: [409] });
      ctx.observe('AMB-RECORD-REPEAT', 'conflict-409');
      return;
    }
    const created = (await expectSuccess(ctx, res)) as { id: string };
    const listed = await mustFindRecord(ctx, created.id, 'root TXT');
    // "@" read back as "@" or as the domain's own name (AMB-NAME-FORM).
    ctx.observe('AMB-NAME-FORM', nameForm(listed.name));
    expectSameRecord('listed record', listed, record);
  },
);

const badContents: Array<[string, string, Record<string, unknown>, string]> = [
  ['A-NOT-IPV4', 'DNS-CONTENT-A', { type: 'A', content: '256.1.2.3' }, 'an A record whose content is not an IPv4 address'],
  ['A-IPV6', 'DNS-CONTENT-A', { type: 'A', content: '2001:db8::1' }, 'an A record with IPv6 content'],
  ['AAAA-NOT-IPV6', 'DNS-CONTENT-AAAA', { type: 'AAAA', content: '2001:db8::g' }, 'an AAAA record whose content is not an IPv6 address'],
  ['AAAA-IPV4', 'DNS-CONTENT-AAAA', { type: 'AAAA', content: '192.0.2.1' }, 'an AAAA record with IPv4 content'],
  ['CNAME-NOT-DOMAIN', 'DNS-CONTENT-CNAME', { type: 'CNAME', content: 'not a domain!' }, 'a CNAME whose content is not a domain name'],
  ['MX-NOT-DOMAIN', 'DNS-CONTENT-MX', { type: 'MX', content: 'mail server@example', priority: 10 }, 'an MX whose content is not a domain name'],
  ['TXT-256', 'DNS-CONTENT-TXT', { type: 'TXT', content: 't'.repeat(C.txtStringMaxLength + 1) }, `a TXT string of ${C.txtStringMaxLength + 1} characters`],
  ['SRV-THREE-PARTS', 'DNS-CONTENT-SRV', { type: 'SRV', content: '10 5 sip.example.net', priority: 10 }, 'an SRV content of three parts'],
  ['SRV-PORT-NOT-NUMBER', 'DNS-CONTENT-SRV', { type: 'SRV', content: '10 5 http sip.example.net', priority: 10 }, 'an SRV content whose port is not a number'],
  // "CNAME and MX content a valid domain name": "!" is in no reading of a domain name, at the end of the name as inside a label (a trailing dot,
  // the absolute form, is left open: generators/invalid/invalidDomainName.ts).
  ['CNAME-ENDS-WITH-BANG', 'DNS-CONTENT-CNAME', { type: 'CNAME', content: 'target.example.net!' }, 'a CNAME whose content ends with "!"'],
];
for (const [tag, requirement, partial, what] of badContents) {
  check(
    {
      id: `DNS-CONTENT-${tag}-REJECTED`,
      title: `rejects ${what} and creates nothing`,
      operation: 'createDnsRecord',
      spec: '§2.3 rule 3',
      requirements: [requirement, 'DNS-INVALID-CREATES-NOTHING'],
      ...dns,
    },
    async (ctx) => {
      await expectRecordRejected(ctx, { name: ctx.uniqueName('content'), ttl: 300, ...partial }, 'content');
    },
  );
}

// §2.3 extended shape "type | string", "name | string", "content | string", "ttl | integer", "priority | integer or null": a value of another
// JSON type with no reading in the stated one (an array; 10.5 for an integer) is refused (AMB-TYPE-COERCION leaves casting open only for a value
// with a plain reading), naming its field.
const wrongTypes: Array<[string, (ctx: CheckContext) => Record<string, unknown>, string, string]> = [
  ['TYPE-ARRAY', (ctx) => ({ type: ['A'], name: ctx.uniqueName('wtype'), content: '192.0.2.15' }), 'type', 'a type that is not a string (["A"])'],
  [
    'NAME-ARRAY',
    (ctx) => ({ type: 'A', name: [ctx.uniqueName('wname')], content: '192.0.2.15' }),
    'name',
    'a name that is not a string (the name in an array)',
  ],
  [
    'CONTENT-ARRAY',
    (ctx) => ({ type: 'TXT', name: ctx.uniqueName('wcontent'), content: ['text'] }),
    'content',
    'a TXT content that is not a string (["text"])',
  ],
  ['TTL-ARRAY', (ctx) => ({ type: 'A', name: ctx.uniqueName('wttl'), content: '192.0.2.15', ttl: [300] }), 'ttl', 'a ttl that is not an integer ([300])'],
  [
    'PRIORITY-ARRAY',
    (ctx) => ({ type: 'MX', name: ctx.uniqueName('wprio'), content: 'mail.example.net', priority: [10] }),
    'priority',
    'an MX priority that is not an integer ([10])',
  ],
  [
    'PRIORITY-FRACTION',
    (ctx) => ({ type: 'MX', name: ctx.uniqueName('fprio'), content: 'mail.example.net', priority: 10.5 }),
    'priority',
    'an MX priority of 10.5 (not an integer)',
  ],
];
for (const [tag, make, field, what] of wrongTypes) {
  check(
    {
      id: `DNS-FIELD-${tag}-REJECTED`,
      title: `rejects ${what} and creates nothing`,
      operation: 'createDnsRecord',
      spec: '§2.3',
      requirements: ['DNS-FIELD-TYPES', 'DNS-INVALID-CREATES-NOTHING'],
      ...dns,
    },
    async (ctx) => {
      await expectRecordRejected(ctx, make(ctx), field);
    },
  );
}

check(
  {
    id: 'DNS-TXT-255-ACCEPTED',
    title: `accepts a TXT string of ${C.txtStringMaxLength} characters`,
    operation: 'createDnsRecord',
    spec: '§2.3 rule 3',
    requirements: ['DNS-CONTENT-TXT', 'DNS-ROUNDTRIP'],
    ...dns,
  },
  async (ctx) => {
    const record = { type: 'TXT', name: ctx.uniqueName('txt255'), content: 'x'.repeat(C.txtStringMaxLength) };
    const created = await createRecord(ctx, record);
    expectSameRecord('listed record', await mustFindRecord(ctx, created.id, '255-character TXT'), record);
  },
);

check(
  {
    id: 'DNS-CNAME-ROOT-REJECTED',
    title: 'rejects a CNAME on the root @ and creates nothing',
    operation: 'createDnsRecord',
    spec: '§2.3 rule 4',
    requirements: ['DNS-CNAME-ROOT', 'DNS-INVALID-CREATES-NOTHING'],
    ...dns,
  },
  async (ctx) => {
    const atRoot = (r: { type: string; name: string }) => r.type === 'CNAME' && relativeName(r.name) === '@';
    const before = (await listRecords(ctx)).records.filter(atRoot).length;
    const res = await ctx.api.call('createDnsRecord', {
      params: { domain_id: ctx.domain.id },
      body: { type: 'CNAME', name: '@', content: 'target.example.net' },
    });
    // Invalid data (400/422), or a conflict with the records the root holds (§7 409 "record exists or conflicts"); the error may name the
    // name or the type, both of which make the record wrong.
    expectError(ctx, res, { statuses: [400, 422, 409], field: ['name', 'type'] });
    const after = (await listRecords(ctx)).records.filter(atRoot).length;
    expectEqual('CNAME records at @', after, before);
  },
);

check(
  {
    id: 'DNS-MX-NO-PRIORITY-REJECTED',
    title: 'rejects an MX record without priority and creates nothing',
    operation: 'createDnsRecord',
    spec: '§2.3 rule 5',
    requirements: ['DNS-MX-PRIORITY', 'DNS-INVALID-CREATES-NOTHING'],
    ...dns,
  },
  async (ctx) => {
    await expectRecordRejected(ctx, { type: 'MX', name: ctx.uniqueName('mxnoprio'), content: 'mail.example.net' }, 'priority');
  },
);

check(
  {
    id: 'DNS-PRIORITY-NULL-FOR-A',
    title: 'never stores a priority on an A record (rejects it or reads back null)',
    operation: 'createDnsRecord',
    spec: '§2.3',
    requirements: ['DNS-PRIORITY-NULL'],
    ...dns,
  },
  async (ctx) => {
    const name = ctx.uniqueName('aprio');
    const res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: { type: 'A', name, content: '192.0.2.13', priority: 5 } });
    if (res.status >= 400) {
      expectRejected(ctx, res, { field: 'priority' });
      ctx.observe('AMB-PRIORITY-NOT-APPLICABLE', 'reject');
      return;
    }
    const created = await expectSuccess(ctx, res);
    ctx.observe('AMB-PRIORITY-NOT-APPLICABLE', 'ignore');
    expectEqual('priority of the created A record', created.priority, null);
    expectEqual('priority of the listed A record', (await mustFindRecord(ctx, created.id, 'A with priority')).priority, null);
  },
);

check(
  {
    id: 'DNS-TYPE-UNKNOWN-REJECTED',
    title: 'rejects a record type outside A, AAAA, CNAME, MX, TXT, SRV, NS',
    operation: 'createDnsRecord',
    spec: '§2.3',
    requirements: ['DNS-TYPE-ENUM', 'DNS-INVALID-CREATES-NOTHING'],
    ...dns,
  },
  async (ctx) => {
    await expectRecordRejected(ctx, { type: 'PTR', name: ctx.uniqueName('ptr'), content: 'host.example.net' }, 'type');
  },
);

for (const field of ['type', 'name', 'content'] as const) {
  check(
    {
      id: `DNS-REQUIRED-${field.toUpperCase()}`,
      title: `rejects a record without ${field} and creates nothing`,
      operation: 'createDnsRecord',
      spec: '§4.4',
      requirements: ['DNS-REQUIRED-FIELDS', 'DNS-INVALID-CREATES-NOTHING'],
      ...dns,
    },
    async (ctx) => {
      const record: Record<string, unknown> = { type: 'A', name: ctx.uniqueName('req'), content: '192.0.2.14' };
      delete record[field];
      await expectRecordRejected(ctx, record, field);
    },
  );
}

check(
  {
    id: 'DNS-LIST-TOTAL',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'lists records with a total equal to the number of records',
    operation: 'listDnsRecords',
    spec: '§4.4',
    // The list body is validated against the contract's extended record (id, type, name, content, ttl, priority, created_at, updated_at).
    requirements: ['DNS-LIST-SHAPE', 'DNS-LIST-TOTAL', 'DNS-RECORD-SHAPE'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "{records: array of extended DNS records, total: integer}". The total against the records within one answer; one creation
    // adds one record, counted by the records no one else made (checks in flight, another run on the key), and only when the listings
    // around it show none of the records another run makes without its prefix (its template at @ and www) coming or going; otherwise a
    // fresh record is measured.
    await measureWhileOthersQuiet(ctx, 'the records listed around one creation', async () => {
      const before = await listRecords(ctx);
      expectEqual('total against records listed', before.total, before.records.length);
      const created = await createRecord(ctx, { type: 'A', name: ctx.uniqueName('total'), content: '192.0.2.15' });
      const after = await listRecords(ctx);
      expectEqual('total against records listed after one creation', after.total, after.records.length);
      expectThat(
        after.records.some((r) => String(r.id) === String(created.id)),
        `the created record ${created.id} must be listed`,
      );
      const activity = othersUnprefixedChanged(ctx, before.records, after.records);
      if (!activity) {
        expectEqual(
          'records listed after one creation, leaving out those others made',
          notOthers(after.records, ctx).length,
          notOthers(before.records, ctx).length + 1,
        );
      }
      return busyIf(activity);
    });
  },
);

async function domainEntry(ctx: CheckContext): Promise<any> {
  const res = await ctx.api.call('listUserDomains', { params: { user_identifier: ctx.run.fixtureUser } });
  const body = await expectSuccess(ctx, res, 'listUserDomains', 'extended');
  const entry = body.domains.find((d: any) => String(d.id) === ctx.domain.id);
  if (!entry) fail(`the fixture domain ${ctx.domain.id} is missing from GET /api/v1/users/{user_identifier}/domains`);
  return entry;
}

async function domainDetail(ctx: CheckContext): Promise<any> {
  return expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id: ctx.domain.id } }), 'getDomain', 'extended');
}

check(
  {
    id: 'DNS-COUNT-FOLLOWS-RECORDS',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: "keeps the domain's dns_records_count and dns_records in step with creations and deletions",
    operation: 'createDnsRecord',
    spec: '§2.2',
    requirements: ['DOMAIN-DNS-COUNT', 'DOMAIN-DETAIL-RECORDS'],
    ...dns,
  },
  async (ctx) => {
    // Each count against the list's total read around it (harness/records.ts): others may change the domain meanwhile.
    const count = async () => (await domainEntry(ctx)).dns_records_count;
    await expectCountAgainstTotal(ctx, 'dns_records_count against the records listed', count);
    const created = await createRecord(ctx, { type: 'A', name: ctx.uniqueName('count'), content: '192.0.2.16' });
    await expectCountAgainstTotal(ctx, 'dns_records_count after a creation', count);
    let shown = false;
    await expectCountAgainstTotal(ctx, 'dns_records in the domain detail', async () => {
      const detail = await domainDetail(ctx);
      shown = detail.dns_records.some((r: any) => String(r.id) === String(created.id));
      return detail.dns_records.length;
    });
    expectThat(shown, `the created record ${created.id} must appear in the domain detail's dns_records`);
    const del = await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id } });
    await expectSuccess(ctx, del, 'deleteDnsRecord');
    await expectCountAgainstTotal(ctx, 'dns_records_count after the deletion', count);
  },
);

check(
  {
    id: 'DNS-UPDATE-PARTIAL',
    title: 'changes only the supplied field on PUT: ttl changes, name and content stay; updated_at moves, created_at does not',
    operation: 'updateDnsRecord',
    spec: '§4.4, §2.3',
    requirements: ['DNS-UPDATE-PARTIAL', 'DNS-UPDATE-TIMESTAMP', 'DNS-RECORD-SHAPE'],
    ...dns,
  },
  async (ctx) => {
    const sent = { type: 'A', name: ctx.uniqueName('partial'), content: '192.0.2.17', ttl: 300 };
    const created = await createRecord(ctx, sent);
    // Timestamps may be whole seconds (AMB-TIMESTAMP-FORM): when the PUT shares the creation's instant, a PUT of another ttl follows
    // after the second has passed (harness/later-instant.ts), and the record it leaves is the one held to the sentence.
    const { result: listed, attempts } = await updateUntilLater(instantOf(created.updated_at), async (attempt) => {
      const ttl = attempt === 1 ? 7200 : 3600;
      const res = await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id }, body: { ttl } });
      expectSameRecord('updated record', await expectSuccess(ctx, res), { ...sent, ttl });
      const read = await mustFindRecord(ctx, created.id, 'updated record');
      expectSameRecord(`listed record after PUT {ttl: ${ttl}}`, read, { ...sent, ttl });
      return { result: read, instant: instantOf(read.updated_at) };
    });
    expectThat(
      instantOf(listed.created_at) === instantOf(created.created_at),
      `created_at after an update: expected ${created.created_at}, received ${listed.created_at}`,
    );
    expectThat(
      instantOf(listed.updated_at) > instantOf(created.updated_at),
      `updated_at must move on update${attempts === 2 ? ' (a second PUT 1.1 s later too)' : ''}: was ${created.updated_at}, now ${listed.updated_at}`,
    );
  },
);

check(
  {
    id: 'DNS-UPDATE-PARTIAL-MX',
    title: "keeps an MX record's priority, name and content on a PUT of its ttl alone",
    operation: 'updateDnsRecord',
    spec: '§4.4, §2.3',
    requirements: ['DNS-UPDATE-PARTIAL'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "only supplied fields change": a PUT without priority leaves an MX priority as it was (rule 5 makes it required for MX).
    const sent = { type: 'MX', name: ctx.uniqueName('partmx'), content: 'mail.example.net', ttl: 300, priority: 20 };
    const created = await createRecord(ctx, sent);
    const res = await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id }, body: { ttl: 900 } });
    expectSameRecord('updated MX record', await expectSuccess(ctx, res), { ...sent, ttl: 900 });
    const listed = await mustFindRecord(ctx, created.id, 'updated MX record');
    expectSameRecord('listed MX record after PUT {ttl}', listed, { ...sent, ttl: 900 });
    expectEqual('MX priority after PUT {ttl}', listed.priority, 20);
  },
);

for (const operation of ['updateDnsRecord', 'deleteDnsRecord'] as const) {
  const verb = operation === 'updateDnsRecord' ? 'PUT' : 'DELETE';
  check(
    {
      id: `DNS-${verb === 'PUT' ? 'UPDATE' : 'DELETE'}-RECORD-OF-ANOTHER-DOMAIN`,
      title: `refuses a ${verb} naming a record under another domain of the key, and leaves the record as it was`,
      operation,
      spec: '§4.4, §7',
      requirements: ['DNS-RECORD-NOT-FOUND'],
      ...dns,
    },
    async (ctx) => {
      // §4.4 "/api/v1/domains/{domain_id}/dns/{record_id}" names a record of that domain; under another domain it "does not exist" (§7 404). A
      // target may also refuse it otherwise (400, 403, 422): what must not happen is a change to the record through the wrong domain.
      const domains = await expectSuccess(
        ctx,
        await ctx.api.call('listUserDomains', { params: { user_identifier: ctx.run.fixtureUser } }),
        'listUserDomains',
        'extended',
      );
      const other = (domains.domains as Array<{ id: unknown }>).find((d) => String(d.id) !== ctx.domain.id);
      if (!other) return ctx.skip('the fixture user owns one domain: a record cannot be named under another of its domains');
      const sent = { type: 'TXT', name: ctx.uniqueName('otherdom'), content: 'stays where it is', ttl: 300 };
      const created = await createRecord(ctx, sent);
      const res = await ctx.api.call(operation, {
        params: { domain_id: String(other.id), record_id: created.id },
        ...(operation === 'updateDnsRecord' ? { body: { ttl: 900 } } : {}),
      });
      expectError(ctx, res, { statuses: [404, 400, 403, 422] });
      expectSameRecord(`the record after a ${verb} naming it under domain ${String(other.id)}`, await mustFindRecord(ctx, created.id, 'record'), sent);
    },
  );
}

check(
  {
    id: 'DNS-LIST-OF-ITS-DOMAIN-ONLY',
    title: "lists under a domain only that domain's records: a record created on the fixture domain is in no other domain's list",
    operation: 'listDnsRecords',
    spec: '§4.4',
    requirements: ['DNS-LIST-OF-DOMAIN'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "DNS records of a domain": GET /api/v1/domains/{domain_id}/dns lists that domain's records. Compared by the record's run-unique
    // name, not its id: a target may number records per domain, so two domains may each have a record 1.
    const created = await createRecord(ctx, { type: 'TXT', name: ctx.uniqueName('ofdomain'), content: 'listed under its own domain only', ttl: 300 });
    const label = relativeName(String(created.name)).toLowerCase();
    const domains = await expectSuccess(
      ctx,
      await ctx.api.call('listUserDomains', { params: { user_identifier: ctx.run.fixtureUser } }),
      'listUserDomains',
      'extended',
    );
    const others: Array<{ domainId: string; api: typeof ctx.api; key: string }> = (domains.domains as Array<{ id: unknown }>)
      .map((d) => String(d.id))
      .filter((id) => id !== ctx.domain.id)
      .slice(0, 3)
      .map((domainId) => ({ domainId, api: ctx.api, key: 'the first key' }));
    // The foreign domain, read with the second key where that key may read it (it may not own it: then it is left out).
    if (ctx.api2 && ctx.run.foreignDomainId) others.push({ domainId: ctx.run.foreignDomainId, api: ctx.api2, key: 'the second key' });
    let read = 0;
    for (const other of others) {
      // Another domain's list may be refused (a pending or expired domain, a domain the key may not read): only a list that is served is compared.
      const res = await other.api.call('listDnsRecords', { params: { domain_id: other.domainId } });
      if (res.status < 200 || res.status >= 300) continue;
      // A list that is served is held to its contract, as every list is.
      const body = await expectSuccess(ctx, res, 'listDnsRecords', 'extended');
      read += 1;
      const stray = (body.records as Array<{ name?: unknown }>).find((r) => {
        // Relative or fully qualified under whichever domain lists it (AMB-NAME-FORM).
        const name = String(r.name ?? '').toLowerCase();
        return name === label || name.startsWith(`${label}.`);
      });
      expectThat(
        !stray,
        `record ${JSON.stringify(created.name)}, created on domain ${ctx.domain.id}, is listed under domain ${other.domainId} (read with ${other.key}): ` +
          `${JSON.stringify(stray)}`,
      );
    }
    if (read === 0) ctx.skip('no other domain the run may read served its record list (the fixture user owns one domain; the foreign domain was not readable)');
  },
);

check(
  {
    id: 'DNS-UPDATE-CONTENT-PERSISTS',
    title: 'persists a new content and name given on PUT',
    operation: 'updateDnsRecord',
    spec: '§4.4',
    requirements: ['DNS-UPDATE-PARTIAL'],
    ...dns,
  },
  async (ctx) => {
    const created = await createRecord(ctx, { type: 'CNAME', name: ctx.uniqueName('upd'), content: 'old.example.net', ttl: 600 });
    const name = ctx.uniqueName('renamed');
    await expectSuccess(
      ctx,
      await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id }, body: { name, content: 'new.example.net' } }),
    );
    expectSameRecord('listed record', await mustFindRecord(ctx, created.id, 'updated content'), { type: 'CNAME', name, content: 'new.example.net', ttl: 600 });
  },
);

check(
  {
    id: 'DNS-UPDATE-PRIORITY',
    title: 'changes an MX priority on PUT and keeps it',
    operation: 'updateDnsRecord',
    spec: '§4.4',
    requirements: ['DNS-UPDATE-PARTIAL', 'DNS-MX-PRIORITY'],
    ...dns,
  },
  async (ctx) => {
    const created = await createRecord(ctx, { type: 'MX', name: ctx.uniqueName('mxupd'), content: 'mail.example.net', priority: 10 });
    await expectSuccess(ctx, await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id }, body: { priority: 20 } }));
    const listed = await mustFindRecord(ctx, created.id, 'MX after PUT {priority}');
    expectEqual('priority after PUT', listed.priority, 20);
    expectSameRecord('rest of the record', listed, { type: 'MX', name: created.name, content: 'mail.example.net' });
  },
);

check(
  {
    id: 'DNS-UPDATE-TYPE-IMMUTABLE',
    title: 'never changes the type of a record on PUT (rejects it or ignores it)',
    operation: 'updateDnsRecord',
    spec: '§4.4',
    requirements: ['DNS-UPDATE-TYPE-IMMUTABLE'],
    ...dns,
  },
  async (ctx) => {
    const created = await createRecord(ctx, { type: 'A', name: ctx.uniqueName('type'), content: '192.0.2.18' });
    const res = await ctx.api.call('updateDnsRecord', {
      params: { domain_id: ctx.domain.id, record_id: created.id },
      body: { type: 'AAAA', content: '2001:db8::18' },
    });
    if (res.status >= 400) {
      expectError(ctx, res, { statuses: [400, 409, 422] });
      ctx.observe('AMB-TYPE-ON-PUT', 'reject');
    } else {
      const body = await expectSuccess(ctx, res);
      ctx.observe('AMB-TYPE-ON-PUT', 'ignore');
      expectEqual('type in the PUT response', body.type, 'A');
    }
    expectEqual('type of the stored record', (await mustFindRecord(ctx, created.id, 'type change'))?.type, 'A');
  },
);

for (const [tag, body, field, requirement] of [
  ['TTL', { ttl: C.dnsTtlMax + 1 }, 'ttl', 'DNS-TTL-RANGE'],
  ['NAME', { name: 'bad_name-' }, 'name', 'DNS-NAME-RULE'],
  ['CONTENT', { content: '999.0.0.1' }, 'content', 'DNS-CONTENT-A'],
] as const) {
  check(
    {
      id: `DNS-UPDATE-${tag}-INVALID`,
      title: `rejects an invalid ${field} on PUT and leaves the record unchanged`,
      operation: 'updateDnsRecord',
      spec: '§2.3',
      requirements: ['DNS-UPDATE-VALIDATION', requirement],
      ...dns,
    },
    async (ctx) => {
      const sent = { type: 'A', name: ctx.uniqueName('updbad'), content: '192.0.2.19', ttl: 300 };
      const created = await createRecord(ctx, sent);
      expectRejected(ctx, await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id }, body }), { field });
      expectSameRecord('record after a rejected PUT', await mustFindRecord(ctx, created.id, 'rejected PUT'), sent);
    },
  );
}

// §2.3 "Validation rules (extended interface)" apply to the record a PUT leaves, of every type: one row per rule and type.
const updateInvalidByType: Array<[tag: string, type: keyof typeof validByType, body: Record<string, unknown>, field: string, requirement: string]> = [
  ['AAAA-CONTENT', 'AAAA', { content: '192.0.2.20' }, 'content', 'DNS-CONTENT-AAAA'], // rule 3: "AAAA content a valid IPv6 address"
  ['CNAME-CONTENT', 'CNAME', { content: 'not a domain' }, 'content', 'DNS-CONTENT-CNAME'], // rule 3: "CNAME and MX content a valid domain name"
  ['MX-CONTENT', 'MX', { content: 'mail server' }, 'content', 'DNS-CONTENT-MX'],
  ['TXT-CONTENT', 'TXT', { content: 'x'.repeat(C.txtStringMaxLength + 1) }, 'content', 'DNS-CONTENT-TXT'], // rule 3: "at most 255 characters per string"
  ['SRV-CONTENT', 'SRV', { content: '10 5 sip.example.net' }, 'content', 'DNS-CONTENT-SRV'], // "four space-separated parts"
  ['MX-TTL', 'MX', { ttl: C.dnsTtlMin - 1 }, 'ttl', 'DNS-TTL-RANGE'], // rule 2: "between 60 and 86400 seconds inclusive"
  ['TXT-NAME', 'TXT', { name: '-leading' }, 'name', 'DNS-NAME-RULE'], // rule 1: "does not start or end with a hyphen"
];

for (const [tag, type, body, field, requirement] of updateInvalidByType) {
  check(
    {
      id: `DNS-UPDATE-${tag}-INVALID`,
      title: `rejects an invalid ${field} on PUT of a ${type} record and leaves the record unchanged`,
      operation: 'updateDnsRecord',
      spec: '§2.3',
      requirements: ['DNS-UPDATE-VALIDATION', requirement],
      ...dns,
    },
    async (ctx) => {
      const sent = validByType[type](ctx);
      const created = await createRecord(ctx, sent);
      expectRejected(ctx, await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id }, body }), { field });
      expectSameRecord('record after a rejected PUT', await mustFindRecord(ctx, created.id, 'rejected PUT'), sent);
    },
  );
}

check(
  {
    id: 'DNS-UPDATE-MX-PRIORITY-NULL',
    title: 'never leaves an MX record without a priority after a PUT of priority null (rejects it, or keeps an integer priority)',
    operation: 'updateDnsRecord',
    spec: '§2.3 rule 5',
    requirements: ['DNS-UPDATE-VALIDATION', 'DNS-MX-PRIORITY'],
    ...dns,
  },
  async (ctx) => {
    const sent = validByType.MX(ctx);
    const created = await createRecord(ctx, sent);
    const res = await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id }, body: { priority: null } });
    // A null may be read as "not supplied" (§4.4: only supplied fields change), so a 2xx is allowed when the priority stays.
    if (res.status >= 400) expectRejected(ctx, res, { field: 'priority' });
    else await expectSuccess(ctx, res);
    const listed = await mustFindRecord(ctx, created.id, 'MX after PUT {priority: null}');
    expectThat(
      Number.isInteger(listed.priority),
      '§2.3 rule 5 "priority is required for MX records": after PUT {priority: null} the MX record must keep an integer priority, ' +
        `received ${JSON.stringify(listed.priority)}`,
    );
    if (res.status >= 400) expectSameRecord('record after a rejected PUT', listed, sent);
  },
);

/** Two records of one type: the target and a sibling of the same name when the target allows it (§7 conflicts are an open point), else another name. */
async function recordAndSibling(
  ctx: CheckContext,
  hint: string,
): Promise<{ target: Record<string, unknown>; sibling: Record<string, unknown>; ids: [string, string] }> {
  const target = { type: 'A', name: ctx.uniqueName(hint), content: '192.0.2.30', ttl: 300 };
  const created = await createRecord(ctx, target);
  let sibling: Record<string, unknown> = { ...target, content: '192.0.2.31' };
  let res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: sibling });
  if (res.status === 409) {
    sibling = { ...sibling, name: ctx.uniqueName(hint) };
    res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: sibling });
  }
  const other = await expectSuccess(ctx, res, 'createDnsRecord', 'extended');
  return { target, sibling, ids: [String(created.id), String(other.id)] };
}

check(
  {
    id: 'DNS-UPDATE-LEAVES-SIBLINGS',
    title: 'changes only the record addressed on PUT: another record of the same name and type keeps its content and ttl',
    operation: 'updateDnsRecord',
    spec: '§4.4',
    requirements: ['DNS-UPDATE-PARTIAL'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "PUT /api/v1/domains/{domain_id}/dns/{record_id}": the record_id names the one record that changes.
    const { sibling, ids } = await recordAndSibling(ctx, 'sibput');
    await expectSuccess(
      ctx,
      await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: ids[0] }, body: { content: '192.0.2.32', ttl: 600 } }),
    );
    expectSameRecord('the sibling record after a PUT of another record', await mustFindRecord(ctx, ids[1], 'sibling after PUT'), sibling);
  },
);

check(
  {
    id: 'DNS-DELETE-LEAVES-SIBLINGS',
    title: 'deletes only the record addressed: another record of the same name and type is still listed, unchanged',
    operation: 'deleteDnsRecord',
    spec: '§4.4',
    requirements: ['DNS-DELETE-REMOVES'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "DELETE /api/v1/domains/{domain_id}/dns/{record_id}": the record_id names the one record that goes.
    const { sibling, ids } = await recordAndSibling(ctx, 'sibdel');
    await expectSuccess(ctx, await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: ids[0] } }));
    expectThat(!(await findRecord(ctx, ids[0])), `record ${ids[0]} must be gone from the list after DELETE`);
    expectSameRecord('the sibling record after a DELETE of another record', await mustFindRecord(ctx, ids[1], 'sibling after DELETE'), sibling);
  },
);

check(
  {
    id: 'DNS-DELETE-REMOVES',
    title: 'deletes a record with 204 and an empty body; it is gone from the list',
    operation: 'deleteDnsRecord',
    spec: '§4.4, §7',
    requirements: ['DNS-DELETE-204', 'DNS-DELETE-REMOVES', 'HTTP-204-EMPTY'],
    ...dns,
  },
  async (ctx) => {
    const created = await createRecord(ctx, { type: 'TXT', name: ctx.uniqueName('del'), content: 'to delete' });
    await expectSuccess(ctx, await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id } }));
    expectThat(!(await findRecord(ctx, created.id)), `record ${created.id} must be gone from the list after DELETE`);
    const again = await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id } });
    expectError(ctx, again, { statuses: [404] });
  },
);

check(
  {
    id: 'DNS-UPDATE-UNKNOWN-404',
    title: 'answers 404 to a PUT of a record that does not exist',
    operation: 'updateDnsRecord',
    spec: '§7',
    requirements: ['DNS-RECORD-NOT-FOUND'],
    ...dns,
  },
  async (ctx) => {
    expectError(
      ctx,
      await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: await absentRecordId(ctx) }, body: { ttl: 600 } }),
      { statuses: [404] },
    );
  },
);

check(
  {
    id: 'DNS-DELETE-UNKNOWN-404',
    title: 'answers 404 to a DELETE of a record that does not exist',
    operation: 'deleteDnsRecord',
    spec: '§7',
    requirements: ['DNS-RECORD-NOT-FOUND'],
    ...dns,
  },
  async (ctx) => {
    expectError(ctx, await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: await absentRecordId(ctx) } }), {
      statuses: [404],
    });
  },
);

for (const [operation, extra] of [
  ['listDnsRecords', {}],
  ['createDnsRecord', { body: { type: 'A', name: 'x', content: '192.0.2.1' } }],
] as const) {
  check(
    {
      id: `DNS-UNKNOWN-DOMAIN-404-${operation}`,
      title: 'answers 404 for a domain that does not exist',
      operation,
      spec: '§7',
      requirements: ['DOMAIN-NOT-FOUND'],
      ...dns,
    },
    async (ctx) => {
      expectError(ctx, await ctx.api.call(operation, { params: { domain_id: absentDomainId(ctx) }, ...extra }), { statuses: [404] });
    },
  );
}
