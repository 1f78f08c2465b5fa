// Model-based check of one domain's DNS records: random sequences of create, update, delete, bulk and list, across
// the core and extended paths where the target shares records (AMB-SHARED-DNS-STORE), checked against a model after
// every step: list contents, total, dns_records_count, updated_at on update, deleted records gone (§2.2, §2.3, §4.1, §4.4).
import fc from 'fast-check';
import { constants } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import { expectSuccess, expectEqual, expectThat, fail } from '../harness/expect.js';
import { assertProperty, commandsReplayPath } from '../harness/property.js';
import { expectCountAgainstTotal, expectSameRecord, listRecords, notOthers, recordNameRoom, sameName } from '../harness/records.js';
import { bulkBatch, validCoreRecord, validExtendedRecord, validRecordName, validTtl } from '../generators/index.js';
import { instantOf } from '../harness/iso-8601.js';

interface ModelRecord {
  type: string;
  name: string;
  content: string;
  ttl: number;
  priority: number | null;
  updated_at?: string;
}

interface Model {
  records: Map<string, ModelRecord>;
  /** Records the domain held before the run touched it: never modified, always counted. */
  baseline: number;
}

interface Real {
  ctx: CheckContext;
  shared: boolean;
  /** The name with a tag of its own in place of NAME_TAG_ROOM: see below. */
  fresh(name: string): string;
}

/**
 * Room the generated names keep after the check's prefix for a tag renewed at every record named. Generated names are
 * short and alike (`…-a`), so a sequence would often name two records alike, and a target may refuse a record beside
 * one of its name (AMB-RECORD-REPEAT): the model is about state, so each record it names gets a name of its own, of
 * the generated length and shape.
 */
const NAME_TAG_ROOM = '00';

/** After every step: the list holds exactly the baseline plus the model, field by field, and the counts agree. */
async function verify(m: Model, r: Real, step: string): Promise<void> {
  const { ctx } = r;
  // By the records no one else made, and the total within one answer: another run on the key may add or delete its
  // own records of the fixture domain meanwhile (CheckContext.madeByOthers), and apply the run's template there without
  // its prefix (this check applies none: harness/records.ts recordMadeByOthers).
  const { records, total } = await listRecords(ctx);
  expectEqual(`${step}: total against the records listed`, total, records.length);
  expectEqual(`${step}: records listed, leaving out those others made`, notOthers(records, ctx, { template: true }).length, m.baseline + m.records.size);
  for (const [id, expected] of m.records) {
    const listed = records.find((x) => String(x.id) === id);
    if (!listed) fail(`${step}: record ${id} (${expected.type} ${expected.name}) is missing from the list`);
    expectSameRecord(`${step}: record ${id}`, listed, { ...expected, priority: expected.priority ?? undefined });
    if (expected.updated_at && instantOf(listed.updated_at) < instantOf(expected.updated_at)) {
      fail(`${step}: updated_at of ${id} went back from ${expected.updated_at} to ${listed.updated_at}`);
    }
    expected.updated_at = listed.updated_at;
  }
  await expectCountAgainstTotal(
    ctx,
    `${step}: dns_records_count`,
    async () => {
      const domains = await expectSuccess(
        ctx,
        await ctx.api.call('listUserDomains', { params: { user_identifier: ctx.run.fixtureUser } }),
        'listUserDomains',
        'extended',
      );
      return domains.domains.find((d: any) => String(d.id) === ctx.domain.id)?.dns_records_count;
    },
    ctx.domain.id,
    { records, total },
    // A step of a property cannot be skipped: while others keep changing the domain, the count is held between two totals.
    'between',
  );
}

function toModel(sent: Record<string, any>, content: string, defaultTtl: number): ModelRecord {
  return {
    type: sent.type,
    name: sent.name,
    content,
    ttl: sent.ttl ?? defaultTtl,
    priority: ['MX', 'SRV'].includes(sent.type) ? (sent.priority ?? null) : null,
  };
}

class CreateExtended implements fc.AsyncCommand<Model, Real> {
  readonly record: Record<string, any>;
  constructor(record: Record<string, any>) {
    this.record = record;
  }
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const record: Record<string, any> = { ...this.record, name: r.fresh(this.record.name) };
    const created = await expectSuccess(
      r.ctx,
      await r.ctx.api.call('createDnsRecord', { params: { domain_id: r.ctx.domain.id }, body: record }),
      'createDnsRecord',
    );
    m.records.set(String(created.id), { ...toModel(record, record.content, constants.dnsTtlDefaultExtended), updated_at: created.updated_at });
    await verify(m, r, `after ${this}`);
  }
  toString() {
    return `createExtended(${JSON.stringify(this.record)})`;
  }
}

class CreateCore implements fc.AsyncCommand<Model, Real> {
  readonly record: Record<string, any>;
  constructor(record: Record<string, any>) {
    this.record = record;
  }
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const record: Record<string, any> = { ...this.record, name: r.fresh(this.record.name) };
    const created = await expectSuccess(
      r.ctx,
      await r.ctx.api.call('createCoreDnsRecord', { body: { domain_id: r.ctx.domain.id, ...record } }),
      'createCoreDnsRecord',
    );
    m.records.set(String(created.id), toModel(record, record.value, constants.dnsTtlDefaultCore));
    await verify(m, r, `after ${this}`);
  }
  toString() {
    return `createCore(${JSON.stringify(this.record)})`;
  }
}

class Update implements fc.AsyncCommand<Model, Real> {
  readonly pick: number;
  readonly patch: { ttl?: number; name?: string };
  constructor(pick: number, patch: { ttl?: number; name?: string }) {
    this.pick = pick;
    this.patch = patch;
  }
  check(m: Readonly<Model>) {
    return m.records.size > 0;
  }
  async run(m: Model, r: Real) {
    const id = [...m.records.keys()][this.pick % m.records.size];
    const patch = this.patch.name === undefined ? this.patch : { ...this.patch, name: r.fresh(this.patch.name) };
    const res = await r.ctx.api.call('updateDnsRecord', { params: { domain_id: r.ctx.domain.id, record_id: id }, body: patch });
    await expectSuccess(r.ctx, res, 'updateDnsRecord');
    Object.assign(m.records.get(id)!, patch);
    await verify(m, r, `after ${this} on ${id}`);
  }
  toString() {
    return `update(#${this.pick}, ${JSON.stringify(this.patch)})`;
  }
}

class Delete implements fc.AsyncCommand<Model, Real> {
  readonly pick: number;
  constructor(pick: number) {
    this.pick = pick;
  }
  check(m: Readonly<Model>) {
    return m.records.size > 0;
  }
  async run(m: Model, r: Real) {
    const id = [...m.records.keys()][this.pick % m.records.size];
    await expectSuccess(r.ctx, await r.ctx.api.call('deleteDnsRecord', { params: { domain_id: r.ctx.domain.id, record_id: id } }), 'deleteDnsRecord');
    m.records.delete(id);
    const { records } = await listRecords(r.ctx);
    expectThat(!records.some((x) => String(x.id) === id), `after ${this}: deleted record ${id} is still listed`);
    await verify(m, r, `after ${this}`);
  }
  toString() {
    return `delete(#${this.pick})`;
  }
}

class Bulk implements fc.AsyncCommand<Model, Real> {
  readonly batch: { records: Record<string, any>[]; valid: boolean[] };
  constructor(batch: { records: Record<string, any>[]; valid: boolean[] }) {
    this.batch = batch;
  }
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const records = this.batch.records.map((x) => (typeof x.name === 'string' ? { ...x, name: r.fresh(x.name) } : x));
    const res = await r.ctx.api.call('bulkCreateDnsRecords', { params: { domain_id: r.ctx.domain.id }, body: { records } });
    if (this.batch.valid.every((v) => !v) && res.status >= 400) {
      await verify(m, r, `after ${this}`);
      return;
    }
    const body = await expectSuccess(r.ctx, res, 'bulkCreateDnsRecords');
    for (const created of body.created ?? []) {
      const sent = records.find((x) => sameName(x.name, created.name));
      if (sent) m.records.set(String(created.id), toModel(sent, sent.content, constants.dnsTtlDefaultExtended));
    }
    expectEqual(`after ${this}: created`, body.created.length, this.batch.valid.filter(Boolean).length);
    await verify(m, r, `after ${this}`);
  }
  toString() {
    return `bulk(${JSON.stringify(this.batch.records)})`;
  }
}

class List implements fc.AsyncCommand<Model, Real> {
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    await verify(m, r, 'list');
  }
  toString() {
    return 'list';
  }
}

check(
  {
    id: 'MODEL-DNS-RECORDS',
    title: "keeps one domain's records equal to a model through random create, update, delete, bulk and list sequences",
    operation: 'listDnsRecords',
    spec: '§2.2, §2.3, §4.1, §4.4',
    requirements: [
      'DNS-ROUNDTRIP',
      'DNS-LIST-TOTAL',
      'DOMAIN-DNS-COUNT',
      'DNS-UPDATE-PARTIAL',
      'DNS-DELETE-REMOVES',
      'DNS-BULK-PARTITION',
      'DNS-UPDATE-TIMESTAMP',
    ],
    needs: ['fixtureDomain'],
    timeout: 300_000,
  },
  async (ctx) => {
    // Whether the core path shares the extended store decides whether core creations join the model.
    let shared = false;
    if (ctx.run.profile === 'full') {
      const probe = await ctx.api.call('createCoreDnsRecord', {
        body: { domain_id: ctx.domain.id, type: 'TXT', name: ctx.uniqueName('probe'), value: 'probe' },
      });
      if (probe.status >= 200 && probe.status < 300 && probe.body?.id !== undefined) {
        shared = (await listRecords(ctx)).records.some((x) => String(x.id) === String(probe.body.id));
        await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(probe.body.id) } });
      }
      ctx.observe('AMB-SHARED-DNS-STORE', shared ? 'shared' : 'separate', 'createCoreDnsRecord');
    }
    const prefix = `${ctx.namePrefix}${NAME_TAG_ROOM}`;
    let named = 0;
    const fresh = (name: string) =>
      name.startsWith(prefix)
        ? `${ctx.namePrefix}${(named++ % 36 ** NAME_TAG_ROOM.length).toString(36).padStart(NAME_TAG_ROOM.length, '0')}${name.slice(prefix.length)}`
        : name;
    // Names whose fully-qualified form stays within 253 (recordNameRoom): the model is about state, not name limits.
    const maxNameLength = recordNameRoom(ctx);
    const commands = [
      validExtendedRecord({ prefix, maxNameLength }).map((rec) => new CreateExtended(rec)),
      fc
        .tuple(
          fc.nat(),
          fc.oneof(
            validTtl().map((ttl) => ({ ttl })),
            validRecordName({ prefix, maxLength: maxNameLength }).map((name) => ({ name })),
          ),
        )
        .map(([pick, patch]) => new Update(pick, patch)),
      fc.nat().map((pick) => new Delete(pick)),
      bulkBatch({ prefix, maxSize: 3, maxNameLength }).map((batch) => new Bulk(batch as { records: Record<string, any>[]; valid: boolean[] })),
      fc.constant(new List()),
      ...(shared ? [validCoreRecord({ prefix, maxNameLength }).map((rec) => new CreateCore(rec))] : []),
    ];
    await assertProperty(
      ctx,
      fc.commands(commands, { maxCommands: 6, replayPath: commandsReplayPath(ctx) }),
      async (cmds) => {
        const baseline = notOthers((await listRecords(ctx)).records, ctx, { template: true }).length;
        const model: Model = { records: new Map(), baseline };
        try {
          await fc.asyncModelRun(() => ({ model, real: { ctx, shared, fresh } }), cmds);
        } finally {
          for (const id of model.records.keys()) await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: id } });
        }
      },
      { runsFactor: 0.5 },
    );
  },
);
