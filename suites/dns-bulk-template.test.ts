// Bulk creation and templates under /api/v1/domains/{domain_id}/dns (§4.4, rules §2.3).
import { ambiguity } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import { absentDomainId } from '../harness/absent-id.js';
import { CheckFailure, expectError, expectRejected, expectSuccess, expectEqual, expectThat, fail } from '../harness/expect.js';
import { anotherRunIn, busyIf, MEASUREMENTS, type Measured, measureWhileOthersQuiet } from '../harness/shared-key.js';
import {
  type ExtendedRecord,
  expectNoRecordNamed,
  expectNothingNew,
  expectSameRecord,
  listRecords,
  mustFindRecord,
  newRecordsNotOthers,
  notOthers,
  recordMadeByOthers,
  othersUnprefixedChanged,
  removeTemplateRecords,
  sameName,
} from '../harness/records.js';

/**
 * Why these checks run alone (CheckMeta.exclusive). On a key another run shares (CheckMeta.holdsOnSharedKey), the bulk checks and the
 * unknown-domain ones hold: they assert on their own answer and on records of their own names, and DNS-BULK-PARTITION and
 * DNS-BULK-ALL-INVALID tell another run's records (its prefix, its application of the run's template) from theirs. So do the template
 * checks, though another run applies the same template to the same domain with the same records and no prefix: a record of the template
 * that appears around a refused request, or one of records_created missing while another application is in sight, or a 409 while the
 * domain holds one, is measured again with a fresh request, and fails only when it repeats in every measurement.
 */
const ALONE = "it compares the fixture domain's records before and after a batch or a template by count";

const dns = { needs: ['fixtureDomain' as const] };

async function bulk(ctx: CheckContext, records: unknown[]) {
  return ctx.api.call('bulkCreateDnsRecords', { params: { domain_id: ctx.domain.id }, body: { records } });
}

/** `errors[].record` is "the submitted record fields": find the entry of one submitted record. */
function errorFor(errors: any[], sent: Record<string, unknown>): any {
  return errors.find((e) => e && typeof e.record === 'object' && e.record !== null && (sent.name === undefined || sameName(e.record.name, sent.name)));
}

check(
  {
    id: 'DNS-BULK-PARTITION',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'splits a mixed batch: valid records in created, invalid ones in errors with a message, nothing else',
    operation: 'bulkCreateDnsRecords',
    spec: '§4.4',
    requirements: ['DNS-BULK-SHAPE', 'DNS-BULK-PARTITION', 'DNS-BULK-CREATED-READABLE'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "each submitted record is validated on its own; records that pass appear in `created`, records that fail appear in `errors`
    // with a message": and the batch stores nothing else. Records others add or delete meanwhile carry their prefix and are left out of
    // the count, except those another run makes without it (its template at @ and www): the records the batch added are counted only when
    // the listings around it show none of those coming or going; otherwise a fresh batch is measured.
    await measureWhileOthersQuiet(ctx, 'the records a batch adds', async () => {
      const good = [
        { type: 'A', name: ctx.uniqueName('bulk'), content: '192.0.2.30', ttl: 300 },
        { type: 'TXT', name: ctx.uniqueName('bulk'), content: 'bulk text' },
      ];
      const bad = [
        { type: 'A', name: ctx.uniqueName('bulk'), content: '300.0.0.1' },
        { type: 'A', name: ctx.uniqueName('bulk'), content: '192.0.2.31', ttl: 59 },
      ];
      const { records: before } = await listRecords(ctx);
      const body = await expectSuccess(ctx, await bulk(ctx, [good[0], bad[0], good[1], bad[1]]));
      expectEqual('number of created records', body.created.length, good.length);
      expectEqual('number of errors', body.errors.length, bad.length);
      for (const sent of good) {
        const created = body.created.find((r: any) => sameName(r.name, sent.name));
        if (!created) fail(`valid record ${sent.name} is missing from created`);
        expectSameRecord(`created ${sent.name}`, created, { ...sent, ttl: sent.ttl ?? 300 });
        expectSameRecord(`listed ${sent.name}`, await mustFindRecord(ctx, created.id, 'bulk-created record'), { ...sent, ttl: sent.ttl ?? 300 });
      }
      for (const sent of bad) {
        const entry = errorFor(body.errors, sent);
        if (!entry) fail(`invalid record ${sent.name} must appear in errors with its submitted fields`);
        expectThat(typeof entry.error === 'string' && entry.error.trim() !== '', `errors entry for ${sent.name} must carry a non-empty message`);
      }
      const after = await listRecords(ctx);
      expectThat(!after.records.some((r) => bad.some((b) => sameName(r.name, b.name))), 'no invalid record of the batch may be created');
      for (const sent of good) expectEqual(`records listed named ${sent.name}`, after.records.filter((r) => sameName(r.name, sent.name)).length, 1);
      const activity = othersUnprefixedChanged(ctx, before, after.records);
      if (!activity) expectEqual('records added by the batch', notOthers(after.records, ctx).length - notOthers(before, ctx).length, good.length);
      return busyIf(activity);
    });
  },
);

check(
  {
    id: 'DNS-BULK-ERROR-RECORD-ECHOES-SENT',
    title: 'echoes in each errors entry the submitted record: its type, name and content as sent',
    operation: 'bulkCreateDnsRecords',
    spec: '§4.4',
    requirements: ['DNS-BULK-SHAPE'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "errors: array of {record: the submitted record fields, error: string message}": the entry's record is the one sent,
    // not only its name. Extra fields (a ttl default filled in) are tolerated; a field that was sent must come back as sent.
    const bad = [
      { type: 'A', name: ctx.uniqueName('bulkecho'), content: '300.0.0.2' },
      { type: 'AAAA', name: ctx.uniqueName('bulkecho'), content: 'not-an-ipv6', ttl: 600 },
    ];
    const ok = { type: 'TXT', name: ctx.uniqueName('bulkecho'), content: 'echo check' };
    const body = await expectSuccess(ctx, await bulk(ctx, [bad[0], ok, bad[1]]));
    for (const sent of bad) {
      const entry = errorFor(body.errors, sent);
      if (!entry) fail(`invalid record ${sent.name} must appear in errors with its submitted fields (§4.4)`);
      for (const [field, value] of Object.entries(sent)) {
        const echoed = entry.record[field];
        const same = field === 'name' ? sameName(echoed, value) : field === 'type' ? String(echoed).toUpperCase() === value : echoed === value;
        const shown = `errors[].record.${field} of ${sent.name}`;
        if (!same) fail(`${shown}: expected the submitted ${JSON.stringify(value)} (§4.4 "the submitted record fields"), received ${JSON.stringify(echoed)}`);
      }
    }
  },
);

check(
  {
    id: 'DNS-BULK-MX-PRIORITY-ERROR',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'reports an MX record without priority in errors with an error text, and creates it not',
    operation: 'bulkCreateDnsRecords',
    spec: '§2.3 rule 5, §4.4',
    requirements: ['DNS-MX-PRIORITY', 'DNS-BULK-PARTITION'],
    ...dns,
  },
  async (ctx) => {
    const mx = { type: 'MX', name: ctx.uniqueName('bulkmx'), content: 'mail.example.net' };
    const ok = { type: 'A', name: ctx.uniqueName('bulkmx'), content: '192.0.2.32' };
    const body = await expectSuccess(ctx, await bulk(ctx, [mx, ok]));
    const entry = errorFor(body.errors, mx);
    if (!entry) fail('an MX without priority must be reported in errors (§2.3 rule 5)');
    expectThat(typeof entry.error === 'string' && entry.error.trim() !== '', 'the MX error must carry an error text');
    expectThat(!body.created.some((r: any) => sameName(r.name, mx.name)), 'the MX without priority must not be in created');
    expectEqual('created count', body.created.length, 1);
  },
);

check(
  {
    id: 'DNS-BULK-RULES-PER-RECORD',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'applies every §2.3 rule to each bulk record on its own (CNAME at @, bad name, long TXT)',
    operation: 'bulkCreateDnsRecords',
    spec: '§2.3, §4.4',
    requirements: ['DNS-BULK-PARTITION', 'DNS-CNAME-ROOT', 'DNS-NAME-RULE', 'DNS-CONTENT-TXT'],
    ...dns,
  },
  async (ctx) => {
    const bad = [
      { type: 'CNAME', name: '@', content: 'target.example.net' },
      { type: 'TXT', name: `${ctx.uniqueName('bulkbad')}-`, content: 'trailing hyphen' },
      { type: 'TXT', name: ctx.uniqueName('bulkbad'), content: 'y'.repeat(256) },
    ];
    const ok = { type: 'AAAA', name: ctx.uniqueName('bulkok'), content: '2001:db8::32' };
    const res = await bulk(ctx, [...bad, ok]);
    const body = await expectSuccess(ctx, res);
    expectEqual('errors', body.errors.length, bad.length);
    expectEqual('created', body.created.length, 1);
    expectSameRecord('created AAAA', body.created[0], ok);
  },
);

check(
  {
    id: 'DNS-BULK-ALL-INVALID',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'creates nothing from a batch of invalid records and reports each',
    operation: 'bulkCreateDnsRecords',
    spec: '§4.4',
    requirements: ['DNS-BULK-PARTITION', 'DNS-INVALID-CREATES-NOTHING'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "records that fail appear in `errors` with a message": none of them is stored. What appears meanwhile and is someone else's
    // (another's name or prefix, another run's application of the template at @ and www) is left out (harness/records.ts expectNothingNew).
    const bad = [
      { type: 'A', name: ctx.uniqueName('allbad'), content: 'not-an-ip' },
      { type: 'MX', name: ctx.uniqueName('allbad'), content: 'mail.example.net' },
    ];
    const { records: before } = await listRecords(ctx);
    const res = await bulk(ctx, bad);
    if (res.status >= 400) {
      // A batch with nothing valid may be refused whole; it must still be a documented error or carry the errors.
      if (!(res.json && Array.isArray(res.body?.errors) && res.body.errors.some((e: any) => typeof e === 'object'))) expectError(ctx, res);
    } else {
      const body = await expectSuccess(ctx, res);
      expectEqual('created', body.created.length, 0);
      expectEqual('errors', body.errors.length, bad.length);
    }
    expectNothingNew(before, (await listRecords(ctx)).records, ctx, 'records after an all-invalid batch: nothing created');
  },
);

check(
  {
    id: 'DNS-BULK-NOT-ARRAY-REJECTED',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'rejects a bulk body whose records is not an array',
    operation: 'bulkCreateDnsRecords',
    spec: '§4.4, §7',
    requirements: ['DNS-BULK-SHAPE'],
    ...dns,
  },
  async (ctx) => {
    expectError(ctx, await ctx.api.call('bulkCreateDnsRecords', { params: { domain_id: ctx.domain.id }, body: { records: 'A 192.0.2.1' } }));
  },
);

check(
  {
    id: 'DNS-BULK-NON-OBJECT-ITEMS',
    title: 'reports each item of a batch that is not a record object (null, a string, a number) in errors with a message, or refuses the batch whole',
    operation: 'bulkCreateDnsRecords',
    spec: '§4.4, §7',
    requirements: ['DNS-BULK-SHAPE', 'DNS-BULK-PARTITION'],
    ...dns,
  },
  async (ctx) => {
    // §4.4 "Body: {records: array of {type, name, content, ttl?, priority?}}" and "each submitted record is validated on its own; records
    // that pass appear in `created`, records that fail appear in `errors` with a message". An item that is no object fails: it is an errors
    // entry, whatever its `record` holds (no fields were submitted), beside the valid record created. A target that checks the body's form
    // before its items may refuse the batch whole (400/422, §7 "Invalid request data"), creating nothing. Dropped silently, or a 5xx, fails.
    const good = { type: 'A', name: ctx.uniqueName('bulkitem'), content: '192.0.2.32', ttl: 300 };
    const items = [null, `A ${ctx.uniqueName('bulkitem')} 192.0.2.33`, 42];
    const res = await bulk(ctx, [good, ...items]);
    if (res.status === 400 || res.status === 422) {
      expectRejected(ctx, res);
      await expectNoRecordNamed(ctx, good.name);
      return;
    }
    // The contract holds errors[].record to an object; for an item that was none, what record echoes (the item, {}, nothing) is not shown.
    const noFields = (e: any) => e && typeof e === 'object' && (typeof e.record !== 'object' || e.record === null || Array.isArray(e.record));
    const errors = Array.isArray(res.body?.errors) ? res.body.errors.map((e: any) => (noFields(e) ? { ...e, record: {} } : e)) : res.body?.errors;
    const body = await expectSuccess(ctx, res.json ? { ...res, body: { ...res.body, errors } } : res);
    expectEqual('records created from a batch of one record and three items that are not objects', body.created.length, 1);
    expectSameRecord('created record', body.created[0], good);
    expectEqual(`errors entries for the items ${JSON.stringify(items)} (one each, §4.4)`, body.errors.length, items.length);
    for (const entry of body.errors) {
      expectThat(typeof entry?.error === 'string' && entry.error.trim() !== '', `errors entry ${JSON.stringify(entry)} must carry a non-empty message (§4.4)`);
    }
  },
);

check(
  {
    id: 'DNS-TEMPLATE-APPLY',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'applies the configured template: every record of records_created exists afterwards',
    operation: 'applyDnsTemplate',
    spec: '§4.4',
    requirements: ['DNS-TEMPLATE-SHAPE', 'DNS-TEMPLATE-CREATES'],
    needs: ['fixtureDomain', 'template'],
  },
  async (ctx) => {
    const template = ctx.run.template!;
    ctx.observe('AMB-TEMPLATES', template.template_id);
    // A run sharing the key applies the same template to the same domain (at @ and www, no prefix), and removes its records again: its
    // application in the listings (a record of the template that is not in this answer's records_created) explains a 409, or a record of
    // ours missing if the target replaces a template's records when it is applied again. Either is measured again with a fresh application;
    // a record missing in every measurement fails, and with no other application in sight it fails at once.
    await measureWhileOthersQuiet(ctx, 'the records a template application creates', async () => {
      const { records: before } = await listRecords(ctx);
      const othersApplication = (records: ExtendedRecord[], ours: Set<string>) =>
        records.filter((x) => !ours.has(String(x.id)) && !recordMadeByOthers(ctx, x) && recordMadeByOthers(ctx, x, { template: true }));
      const res = await ctx.api.call('applyDnsTemplate', { params: { domain_id: ctx.domain.id }, body: template });
      if (res.status === 409) {
        // §7 "409 conflict: record exists or conflicts": the domain already holds the template's records (or records they conflict with). An
        // allowed answer, but it leaves "creates the records" untested: skipped, with what to change, once the 409 itself is well-formed.
        expectError(ctx, res, { statuses: [409] });
        ctx.observe('AMB-RECORD-REPEAT', 'conflict-409');
        const { records: after } = await listRecords(ctx);
        expectNothingNew(before, after, ctx, 'a template answered 409 must create nothing');
        // Records of the template not made here: another run's application (it removes them again), or the fixture's own (they stay, and the
        // check ends not assessed all the same).
        const held = othersApplication([...before, ...after], new Set());
        if (held.length)
          return {
            busy:
              `409 while the domain held records of template ${template.template_id} not made by this check (${held[0].type} ${held[0].name}): ` +
              "another run's application, or the fixture's own (then give CONFORMANCE_TEMPLATE variables whose records the domain does not have)",
          };
        ctx.skip(
          `the fixture domain already holds records of template ${template.template_id} (409, §7 "record exists or conflicts"): ` +
            'give CONFORMANCE_TEMPLATE variables whose records the domain does not have',
        );
      }
      try {
        const body = await expectSuccess(ctx, res);
        expectEqual('template_id echoed', body.template_id, template.template_id);
        expectThat(body.records_created.length > 0, 'a template must create at least one record');
        const { records } = await listRecords(ctx);
        const ours = new Set<string>(body.records_created.map((r: any) => String(r.id)));
        const othersInSight =
          othersApplication([...before, ...records], ours).length > 0 ||
          anotherRunIn(
            ctx,
            [...before, ...records].map((r) => r.name),
          );
        for (const r of body.records_created) {
          const listed = records.find((x) => String(x.id) === String(r.id));
          if (!listed) {
            const missing = `template record ${r.id} (${r.type} ${r.name}) is not in the list`;
            if (!othersInSight) fail(missing);
            return { disagrees: new CheckFailure(`${missing}, in each of ${MEASUREMENTS} measurements (another application of the template in sight)`) };
          }
          expectSameRecord(`template record ${r.id}`, listed, { type: r.type, name: r.name, content: r.content });
        }
        // New records beyond records_created: none, leaving out other runs' records and another application of the same
        // template by a run sharing the key (same type, name and content, ids not in this answer's records_created).
        const known = new Set([...before.map((r) => String(r.id)), ...ours]);
        const sameAsTemplate = (x: ExtendedRecord) =>
          body.records_created.some((r: any) => x.type === r.type && sameName(x.name, r.name) && x.content === r.content);
        const extra = notOthers(records, ctx).filter((x) => !known.has(String(x.id)) && !sameAsTemplate(x));
        expectEqual('records added by the template beyond records_created', extra, []);
        return undefined;
      } finally {
        // Removed at once, so no later application on this domain meets them (§7 "record exists or conflicts"; AMB-RECORD-REPEAT).
        await removeTemplateRecords(ctx, res);
      }
    });
  },
);

check(
  {
    id: 'DNS-TEMPLATE-UNKNOWN',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'rejects an unknown template_id and creates nothing',
    operation: 'applyDnsTemplate',
    spec: '§4.4',
    requirements: ['DNS-TEMPLATE-UNKNOWN'],
    ...dns,
  },
  async (ctx) => {
    await measureWhileOthersQuiet(ctx, 'the records around an unknown template', async () => {
      const { records: before } = await listRecords(ctx);
      const res = await ctx.api.call('applyDnsTemplate', {
        params: { domain_id: ctx.domain.id },
        body: { template_id: `${ctx.run.prefix}-no-such-template`, variables: {} },
      });
      expectError(ctx, res, { statuses: ambiguity('AMB-UNKNOWN-TEMPLATE').accepted as number[] });
      ctx.observe('AMB-UNKNOWN-TEMPLATE', String(res.status));
      return nothingNewBesideOthersTemplate(ctx, before, 'records after an unknown template: nothing created');
    });
  },
);

check(
  {
    id: 'DNS-TEMPLATE-VARIABLE-NOT-STRING-REJECTED',
    title: 'rejects a template variable whose value is not a string (the value wrapped in an array) and creates nothing',
    operation: 'applyDnsTemplate',
    spec: '§4.4',
    requirements: ['DNS-TEMPLATE-VARIABLES-STRINGS'],
    needs: ['fixtureDomain', 'template'],
  },
  async (ctx) => {
    // §4.4 "variables: object of string to string". The array holds the fixture's own value, so only a type check refuses
    // it (String(["192.0.2.1"]) is "192.0.2.1"). A fixture without variables gets one extra variable of the same shape.
    const template = ctx.run.template!;
    const variables: Record<string, unknown> = { ...template.variables };
    const first = Object.keys(variables)[0] ?? `${ctx.run.prefix}_var`;
    variables[first] = [String(variables[first] ?? 'x')];
    const { records: before } = await listRecords(ctx);
    const res = await ctx.api.call('applyDnsTemplate', { params: { domain_id: ctx.domain.id }, body: { template_id: template.template_id, variables } });
    expectRejected(ctx, res);
    expectNothingNew(before, (await listRecords(ctx)).records, ctx, 'records after a rejected template request: nothing created');
  },
);

check(
  {
    id: 'DNS-TEMPLATE-ID-REQUIRED',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'rejects a template request without template_id and creates nothing',
    operation: 'applyDnsTemplate',
    spec: '§4.4, §7',
    requirements: ['DNS-TEMPLATE-SHAPE'],
    ...dns,
  },
  async (ctx) => {
    await measureWhileOthersQuiet(ctx, 'the records around a template request without template_id', async () => {
      const { records: before } = await listRecords(ctx);
      // Invalid data (400/422), or, as for an unknown template_id, a template not found (404; AMB-UNKNOWN-TEMPLATE).
      expectError(ctx, await ctx.api.call('applyDnsTemplate', { params: { domain_id: ctx.domain.id }, body: { variables: {} } }), {
        statuses: ambiguity('AMB-UNKNOWN-TEMPLATE').accepted as number[],
      });
      return nothingNewBesideOthersTemplate(ctx, before, 'records after a rejected template request: nothing created');
    });
  },
);

/**
 * A refused template request (empty variables) creates nothing: no record appeared since `before` that no one else made. A record of the
 * run's template (content carrying a variable of CONFORMANCE_TEMPLATE) may be another run's application of it, made at the same moment:
 * measured again, it fails when it appears in every measurement; any other new record fails at once.
 */
async function nothingNewBesideOthersTemplate(ctx: CheckContext, before: ExtendedRecord[], why: string): Promise<Measured> {
  const made = newRecordsNotOthers(before, (await listRecords(ctx)).records, ctx);
  if (!made.length) return undefined;
  const message = `${why}, but ${made.length} new record(s) appeared: ${JSON.stringify(made[0])}`;
  if (!made.every((r) => recordMadeByOthers(ctx, r, { template: true }))) fail(message);
  return { disagrees: new CheckFailure(`${message} (records of the template, as another run's application makes, in each of ${MEASUREMENTS} measurements)`) };
}

// §4.4 bulk: "each submitted record is validated on its own" against every §2.3 rule: one row per rule, each batch one valid record and one that breaks the
// rule (a copy of the valid one under another name, with one field changed).
type BulkRecord = Record<string, unknown>;
const bulkInvalidByRule: Array<[tag: string, requirement: string, valid: (ctx: CheckContext) => BulkRecord, breakIt: (r: BulkRecord) => BulkRecord]> = [
  ['TTL-59', 'DNS-TTL-RANGE', (ctx) => ({ type: 'A', name: ctx.uniqueName('bttl'), content: '192.0.2.40', ttl: 60 }), (r) => ({ ...r, ttl: 59 })], // rule 2
  ['TTL-86401', 'DNS-TTL-RANGE', (ctx) => ({ type: 'A', name: ctx.uniqueName('bttl'), content: '192.0.2.41', ttl: 86400 }), (r) => ({ ...r, ttl: 86401 })],
  ['CONTENT-A', 'DNS-CONTENT-A', (ctx) => ({ type: 'A', name: ctx.uniqueName('ba'), content: '192.0.2.42' }), (r) => ({ ...r, content: '192.0.2' })], // IPv4
  [
    'CONTENT-AAAA',
    'DNS-CONTENT-AAAA',
    (ctx) => ({ type: 'AAAA', name: ctx.uniqueName('baaaa'), content: '2001:db8::42' }),
    (r) => ({ ...r, content: '192.0.2.42' }),
  ],
  // rule 3: "CNAME and MX content a valid domain name"
  [
    'CONTENT-CNAME',
    'DNS-CONTENT-CNAME',
    (ctx) => ({ type: 'CNAME', name: ctx.uniqueName('bcname'), content: 'target.example.net' }),
    (r) => ({ ...r, content: 'not a domain' }),
  ],
  [
    'CONTENT-MX',
    'DNS-CONTENT-MX',
    (ctx) => ({ type: 'MX', name: ctx.uniqueName('bmx'), content: 'mail.example.net', priority: 10 }),
    (r) => ({ ...r, content: 'mail server' }),
  ],
  [
    'CONTENT-TXT',
    'DNS-CONTENT-TXT',
    (ctx) => ({ type: 'TXT', name: ctx.uniqueName('btxt'), content: 'bulk text' }),
    (r) => ({ ...r, content: 'z'.repeat(256) }),
  ],
  // "four space-separated parts": the broken copy drops the priority field, so no redundant input disagrees with its content.
  [
    'CONTENT-SRV',
    'DNS-CONTENT-SRV',
    (ctx) => ({ type: 'SRV', name: ctx.uniqueName('bsrv'), content: '10 5 5060 sip.example.net', priority: 10 }),
    ({ priority: _priority, ...r }) => ({ ...r, content: '10 5 sip.example.net' }),
  ],
  // §4.4 "Body: type, name, content (required)", §2.3 "type: A, AAAA, CNAME, MX, TXT, SRV, NS", and the field types of the extended shape:
  // in a batch too, each record is refused with its own message. A wrong type has no plain reading (an array: AMB-TYPE-COERCION).
  ['CONTENT-MISSING', 'DNS-REQUIRED-FIELDS', (ctx) => ({ type: 'TXT', name: ctx.uniqueName('bmiss'), content: 'bulk text' }), ({ content: _c, ...r }) => r],
  ['TYPE-UNKNOWN', 'DNS-TYPE-ENUM', (ctx) => ({ type: 'CNAME', name: ctx.uniqueName('btype'), content: 'host.example.net' }), (r) => ({ ...r, type: 'PTR' })],
  ['TTL-ARRAY', 'DNS-FIELD-TYPES', (ctx) => ({ type: 'A', name: ctx.uniqueName('bwttl'), content: '192.0.2.47', ttl: 300 }), (r) => ({ ...r, ttl: [300] })],
  [
    'PRIORITY-FRACTION',
    'DNS-FIELD-TYPES',
    (ctx) => ({ type: 'MX', name: ctx.uniqueName('bfprio'), content: 'mail.example.net', priority: 10 }),
    (r) => ({ ...r, priority: 10.5 }),
  ],
  // rule 1: "letters, digits, hyphens and dots"
  ['NAME', 'DNS-NAME-RULE', (ctx) => ({ type: 'A', name: ctx.uniqueName('bname'), content: '192.0.2.43' }), (r) => ({ ...r, name: `${r.name}_x` })],
];

for (const [tag, requirement, valid, breakIt] of bulkInvalidByRule) {
  check(
    {
      id: `DNS-BULK-${tag}-INVALID`,
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title: `reports in errors, and creates not, a bulk record breaking ${requirement}; creates the valid record beside it`,
      operation: 'bulkCreateDnsRecords',
      spec: '§2.3, §4.4',
      requirements: [requirement, 'DNS-BULK-PARTITION'],
      ...dns,
    },
    async (ctx) => {
      const good = valid(ctx);
      const bad = breakIt({ ...good, name: tag === 'NAME' ? good.name : ctx.uniqueName('bbad') });
      const body = await expectSuccess(ctx, await bulk(ctx, [good, bad]));
      const entry = errorFor(body.errors, bad);
      if (!entry) fail(`the record breaking ${requirement} (${JSON.stringify(bad)}) must appear in errors with its submitted fields (§4.4)`);
      expectThat(typeof entry.error === 'string' && entry.error.trim() !== '', `the errors entry for ${bad.name} must carry a message`);
      expectThat(!body.created.some((r: any) => sameName(r.name, bad.name)), `the record breaking ${requirement} must not be in created`);
      if (!body.created.some((r: any) => sameName(r.name, good.name)))
        fail(`the valid record ${good.name} must be in created (§4.4 "records that pass appear in created")`);
      const { records } = await listRecords(ctx);
      expectThat(!records.some((r) => sameName(r.name, bad.name)), `the record breaking ${requirement} must not be created, but it is listed`);
    },
  );
}

for (const [operation, body, needs] of [
  ['bulkCreateDnsRecords', () => ({ records: [{ type: 'A', name: 'www', content: '192.0.2.44' }] }), []],
  ['applyDnsTemplate', (ctx: CheckContext) => ctx.run.template, ['template']],
] as const) {
  check(
    {
      id: `DNS-UNKNOWN-DOMAIN-404-${operation}`,
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title: 'answers 404 for a domain that does not exist',
      operation,
      spec: '§7',
      requirements: ['DOMAIN-NOT-FOUND'],
      needs: [...needs],
    },
    async (ctx) => {
      // §7 "404 not_found: User, domain or record does not exist".
      const res = await ctx.api.call(operation, { params: { domain_id: absentDomainId(ctx) }, body: body(ctx) });
      expectError(ctx, res, { statuses: [404] });
    },
  );
}
