// Domains: the core list and detail (§4.1), the extended list, detail, settings update and renew (§2.2, §3, §4.3), with 403/404 (§5 rule 5, §7).
import { constants, limits } from '../contracts/spec-data.js';
import { check, type CheckContext, type Res } from '../harness/check.js';
import { absentDomainId } from '../harness/absent-id.js';
import { CheckFailure, expectEqual, expectError, expectRejected, expectSuccess, expectThat, fail, expectCurrency } from '../harness/expect.js';
import { expectDecimalString as expectDecimal, expectTimestamp as expectIso } from '../harness/expect.js';
import { expectCountAgainstTotal, listRecords, recordMadeByOthers } from '../harness/records.js';
import { renewDomainId, theRunsRenewal } from '../harness/renewal.js';
import { instantOf } from '../harness/iso-8601.js';
import { MEASUREMENTS, type Measured, measureWhileOthersQuiet } from '../harness/shared-key.js';
import { sleep } from '../harness/pacer.js';

/** Why these checks run alone (CheckMeta.exclusive): they compare counts of the fixture domain's records read at two moments, */
const COUNTS = "it compares the fixture domain's record count with its records read at another moment";
/**
 * or they change the fixture domain itself. On a key another run shares (CheckMeta.holdsOnSharedKey), that run sets the same domain's
 * settings and renews it too: a settings check compares what it reads with what it last wrote, and a renewal check expires_at with its
 * own renewal; a reading others may explain (a setting that changes between two reads, one that disagrees with our write, an expiry
 * further on by whole years) is measured again, fails only when it repeats in every measurement, and is skipped as not assessed when
 * another's writes were seen (harness/shared-key.ts measureWhileOthersQuiet).
 */
const ALONE = "it changes the fixture domain's settings or expiry and reads them back";

const fixture = { needs: ['fixtureDomain' as const] };
const foreign = { needs: ['foreignDomain' as const] };
/** At most this many domains of the fixture user are read one by one (keeps a large fixture cheap). */
const MAX_DOMAINS_READ = 5;

async function extendedList(ctx: CheckContext, user = ctx.run.fixtureUser): Promise<{ domains: any[]; total: number }> {
  const res = await ctx.api.call('listUserDomains', { params: { user_identifier: user } });
  return expectSuccess(ctx, res, 'listUserDomains', 'extended');
}

async function extendedDetail(ctx: CheckContext, domainId = ctx.domain.id): Promise<any> {
  const res = await ctx.api.call('getDomain', { params: { domain_id: domainId } });
  return expectSuccess(ctx, res, 'getDomain', 'extended');
}

function entryOf(list: { domains: any[] }, domainId: string, where: string): any {
  const entry = list.domains.find((d) => String(d.id) === domainId);
  if (!entry) fail(`domain ${domainId} is missing from ${where}`);
  return entry;
}

async function updateDomain(ctx: CheckContext, body: unknown, domainId = ctx.domain.id): Promise<Res> {
  return ctx.api.call('updateDomain', { params: { domain_id: domainId }, body });
}

/**
 * Runs `body` on the fixture domain and always sets auto_renew and whois_privacy back to what they were
 * (README: the one modification of the fixture domain besides renew, set then set back). A failed restore
 * fails the check unless the check already failed.
 */
async function withSettingsRestored(ctx: CheckContext, body: (original: { auto_renew: boolean; whois_privacy: boolean }) => Promise<void>): Promise<void> {
  const detail = await extendedDetail(ctx);
  const original = { auto_renew: detail.auto_renew as boolean, whois_privacy: detail.whois_privacy as boolean };
  // What the fixture held when this run first read it is what every check of the run sets back: a run sharing the key may have a setting
  // flipped when a later check reads its "original".
  fixtureSettings ??= original;
  let failed = false;
  try {
    await body(original);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    const res = await updateDomain(ctx, fixtureSettings);
    if (!failed && (res.status < 200 || res.status >= 300))
      fail(`restoring ${JSON.stringify(fixtureSettings)} on ${ctx.domain.id}: expected a 2xx, received ${res.status} ${res.text.slice(0, 200)}`);
  }
}

/** The fixture domain's settings as this run first read them (withSettingsRestored). */
let fixtureSettings: { auto_renew: boolean; whois_privacy: boolean } | undefined;

/** What a settings read back found that a run sharing the key may explain (settingsMeasured). */
class SettingsReadBack extends Error {
  readonly measured: Exclude<Measured, undefined>;
  constructor(measured: Exclude<Measured, undefined>) {
    super('settings read back');
    this.measured = measured;
  }
}

const SETTINGS = ['auto_renew', 'whois_privacy'] as const;
/** How long a settings check waits before reading a disagreeing setting again. */
const SETTINGS_REREAD_MS = 150;

/**
 * The settings `want` (some or both) in what was read back after writes of this check (`read`: a detail or a list entry, read again by
 * `reread`). A run sharing the key sets the same fixture domain's settings, and may do so between this check's write and its read. A
 * disagreement is read again after a pause: a change between the two reads, with no write of ours in between, is another's write seen
 * (busy: the check measures again); the same value twice is kept as the disagreement, measured again, and fails when it repeats in every
 * measurement (settingsMeasured).
 */
async function expectSettingsRead(
  what: string,
  want: Record<string, unknown>,
  read: any,
  reread: () => Promise<any>,
  options: { answer?: boolean } = {},
): Promise<void> {
  const pick = (d: any) => JSON.stringify(Object.fromEntries(Object.keys(want).map((k) => [k, d?.[k]])));
  const got = pick(read);
  if (got === JSON.stringify(want)) return;
  // An answer to our own write (`answer`) is not a read: it may differ from what is stored and is not compared with the reads; two reads are
  // taken after it instead.
  const readings = options.answer ? [] : [got];
  while (readings.length < 3) {
    await sleep(SETTINGS_REREAD_MS);
    readings.push(pick(await reread()));
  }
  if (new Set(readings).size > 1)
    throw new SettingsReadBack({
      busy: `the fixture domain's settings changed between reads with no write of ours in between (${readings.join(', then ')})`,
    });
  throw new SettingsReadBack({
    disagrees: new CheckFailure(`${what}: expected ${JSON.stringify(want)}, received ${got} (the same read again), in each of ${MEASUREMENTS} measurements`),
  });
}

/**
 * A settings check on a key another run may share (README: exclusive checks): each measurement sets the settings it needs itself, judges
 * the answers to its own writes at once, and the settings read back with expectSettingsRead; it sets the fixture's settings back each time.
 */
async function settingsMeasured(
  ctx: CheckContext,
  what: string,
  body: (original: { auto_renew: boolean; whois_privacy: boolean }) => Promise<void>,
): Promise<void> {
  await measureWhileOthersQuiet(ctx, what, async () => {
    try {
      await withSettingsRestored(ctx, body);
      return undefined;
    } catch (error) {
      if (error instanceof SettingsReadBack) return error.measured;
      throw error;
    }
  });
}

// ---------------------------------------------------------------- §4.1 core list and detail

check(
  {
    id: 'DOMAIN-CORE-LIST',
    title: "lists the fixture user's domains as {domains: [{id, name}]}, the fixture domain among them",
    operation: 'listUserDomains',
    iface: 'core',
    spec: '§4.1, §2.2',
    requirements: ['DOMAIN-CORE-LIST-SHAPE'],
    ...fixture,
  },
  async (ctx) => {
    const body = await expectSuccess(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: ctx.run.fixtureUser } }));
    const entry = entryOf(body, ctx.domain.id, 'GET /api/v1/users/{user_id}/domains');
    expectEqual(`name of ${ctx.domain.id}`, entry.name, ctx.domain.name);
  },
);

check(
  {
    id: 'DOMAIN-CORE-DETAIL',
    title: 'reads the fixture domain as {id, name} with its own id and name',
    operation: 'getDomain',
    iface: 'core',
    spec: '§4.1, §2.2',
    requirements: ['DOMAIN-CORE-DETAIL-SHAPE'],
    ...fixture,
  },
  async (ctx) => {
    const body = await expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id: ctx.domain.id } }));
    expectEqual('id', String(body.id), ctx.domain.id);
    expectEqual('name', body.name, ctx.domain.name);
  },
);

check(
  {
    id: 'DOMAIN-CORE-UNKNOWN-USER-404',
    title: 'answers 404 to the domain list of a user that does not exist (core)',
    operation: 'listUserDomains',
    iface: 'core',
    spec: '§4.1, §7',
    requirements: ['USER-NOT-FOUND'],
  },
  async (ctx) => {
    expectError(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: `${ctx.run.prefix}-no-such-user` } }), { statuses: [404] });
  },
);

check(
  {
    id: 'DOMAIN-CORE-UNKNOWN-404',
    title: 'answers 404 to a domain that does not exist (core)',
    operation: 'getDomain',
    iface: 'core',
    spec: '§4.1, §7',
    requirements: ['DOMAIN-NOT-FOUND'],
    // The absent id takes the fixture domain id's shape (AMB-ID-SHAPE).
    needs: ['fixtureDomain'],
  },
  async (ctx) => {
    expectError(ctx, await ctx.api.call('getDomain', { params: { domain_id: absentDomainId(ctx) } }), { statuses: [404] });
  },
);

check(
  {
    id: 'DOMAIN-CORE-FOREIGN-DENIED',
    title: 'denies reading a domain the key may not use (403 or 404 on the core interface)',
    operation: 'getDomain',
    iface: 'core',
    spec: '§5 rule 5, §7',
    requirements: ['AUTH-DOMAIN-DENIED-CORE'],
    ...foreign,
  },
  async (ctx) => {
    // §5 rule 5 states 403 for the extended interface only; core may hide the domain (AMB-CORE-FOREIGN-DOMAIN).
    const res = await ctx.api.call('getDomain', { params: { domain_id: ctx.run.foreignDomainId! } });
    expectError(ctx, res, { statuses: [403, 404] });
    ctx.observe('AMB-CORE-FOREIGN-DOMAIN', String(res.status));
  },
);

// ---------------------------------------------------------------- §4.3 extended list and detail

check(
  {
    id: 'DOMAIN-LIST-ENTRIES',
    title: 'lists every domain with the extended fields, a §3 status, and a total equal to the number listed',
    operation: 'listUserDomains',
    iface: 'extended',
    spec: '§2.2, §3, §4.3',
    requirements: ['DOMAIN-LIST-SHAPE', 'DOMAIN-LIST-TOTAL', 'DOMAIN-STATUS-ENUM'],
    ...fixture,
  },
  async (ctx) => {
    const list = await extendedList(ctx); // every entry's fields and types: the extended contract
    for (const d of list.domains) {
      expectThat(
        limits.enums.domainStatuses.includes(d.status),
        `status of ${d.id}: expected one of ${limits.enums.domainStatuses.join(', ')} (§3), received ${JSON.stringify(d.status)}`,
      );
      // A pending domain may not have been purchased yet: its dates may be null or absent (AMB-MISSING-VALUE); every other status has both.
      for (const field of ['purchased_at', 'expires_at'] as const) {
        if (d.status === 'pending' && (d[field] === null || d[field] === undefined)) ctx.observe('AMB-MISSING-VALUE', d[field] === null ? 'null' : 'omitted');
        else expectIso(`${field} of ${d.id}`, d[field]);
      }
    }
    expectEqual('total against the domains listed', list.total, list.domains.length);
    entryOf(list, ctx.domain.id, 'GET /api/v1/users/{user_identifier}/domains');
  },
);

/** A TXT record of this run on the fixture domain, created and then deleted around `between` (which reads the domain twice). */
async function withRecordCreatedThenDeleted(ctx: CheckContext, between: (phase: 'created' | 'deleted', recordId: string) => Promise<void>): Promise<void> {
  const res = await ctx.api.call('createDnsRecord', {
    params: { domain_id: ctx.domain.id },
    body: { type: 'TXT', name: ctx.uniqueName('domcount'), content: 'counted' },
  });
  const created = await expectSuccess(ctx, res, 'createDnsRecord', 'extended');
  await between('created', String(created.id));
  await expectSuccess(ctx, await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: String(created.id) } }), 'deleteDnsRecord');
  await between('deleted', String(created.id));
}

check(
  {
    id: 'DOMAIN-LIST-DNS-COUNT-FOLLOWS',
    exclusive: COUNTS,
    holdsOnSharedKey: true,
    title: "keeps the list entry's dns_records_count equal to the domain's record total after a creation and after a deletion",
    operation: 'listUserDomains',
    iface: 'extended',
    spec: '§2.2',
    requirements: ['DOMAIN-DNS-COUNT'],
    ...fixture,
  },
  async (ctx) => {
    // §2.2 "dns_records_count: Number of DNS records": the number now, not a counter of records ever created.
    await withRecordCreatedThenDeleted(ctx, async (phase) => {
      await expectCountAgainstTotal(
        ctx,
        `dns_records_count of ${ctx.domain.id} after the record was ${phase}, against the record list total`,
        async () => entryOf(await extendedList(ctx), ctx.domain.id, 'the list').dns_records_count,
      );
    });
  },
);

check(
  {
    id: 'DOMAIN-DETAIL-RECORDS-FOLLOW',
    title: "shows a new record in the domain detail's dns_records, and no longer after its deletion",
    operation: 'getDomain',
    iface: 'extended',
    spec: '§2.2',
    requirements: ['DOMAIN-DETAIL-RECORDS'],
    ...fixture,
  },
  async (ctx) => {
    // §2.2 "dns_records: array of DNS record objects": the domain's records as they are.
    await withRecordCreatedThenDeleted(ctx, async (phase, recordId) => {
      const detail = await extendedDetail(ctx);
      const shown = (detail.dns_records ?? []).some((r: any) => String(r.id) === recordId);
      expectThat(
        phase === 'created' ? shown : !shown,
        `record ${recordId} ${phase === 'created' ? 'must appear in' : 'must be gone from'} the domain detail's dns_records after it was ${phase}`,
      );
    });
  },
);

check(
  {
    id: 'DOMAIN-LIST-DNS-COUNT',
    exclusive: COUNTS,
    holdsOnSharedKey: true,
    title: 'gives each domain a dns_records_count equal to the total of its DNS record list',
    operation: 'listUserDomains',
    iface: 'extended',
    spec: '§2.2, §4.4',
    requirements: ['DOMAIN-DNS-COUNT'],
    ...fixture,
  },
  async (ctx) => {
    const list = await extendedList(ctx);
    const domains = [entryOf(list, ctx.domain.id, 'the list'), ...list.domains.filter((d) => String(d.id) !== ctx.domain.id)].slice(0, MAX_DOMAINS_READ);
    for (const d of domains) {
      const res = await ctx.api.call('listDnsRecords', { params: { domain_id: String(d.id) } });
      // Only domains whose records the key can list are compared; the fixture domain always is.
      if (res.status === 403 && String(d.id) !== ctx.domain.id) continue;
      const records = await expectSuccess(ctx, res, 'listDnsRecords', 'extended');
      if (d.dns_records_count === records.total) continue;
      // Read again around a fresh count: others (another run on the key) may have changed the domain meanwhile.
      await expectCountAgainstTotal(
        ctx,
        `dns_records_count of ${d.id} against GET /api/v1/domains/${d.id}/dns total`,
        async () => entryOf(await extendedList(ctx), String(d.id), 'the list').dns_records_count,
        String(d.id),
      );
    }
  },
);

check(
  {
    id: 'DOMAIN-DETAIL-FIELDS',
    exclusive: COUNTS,
    holdsOnSharedKey: true,
    title: "reads the fixture domain's detail with its owner, nameservers, whois_privacy, pricing and every one of its DNS records",
    operation: 'getDomain',
    iface: 'extended',
    spec: '§2.2, §4.3',
    requirements: ['DOMAIN-DETAIL-SHAPE', 'DOMAIN-DETAIL-OWNER', 'DOMAIN-DETAIL-RECORDS', 'DOMAIN-DECIMALS'],
    ...fixture,
  },
  async (ctx) => {
    const { records: listedBefore } = await listRecords(ctx);
    const detail = await extendedDetail(ctx); // field types: the extended contract
    expectEqual('user_identifier (the owner)', detail.user_identifier, ctx.run.fixtureUser);
    expectThat(
      Array.isArray(detail.nameservers) && detail.nameservers.every((n: unknown) => typeof n === 'string'),
      `nameservers: expected an array of strings, received ${JSON.stringify(detail.nameservers)}`,
    );
    expectEqual('type of whois_privacy', typeof detail.whois_privacy, 'boolean');
    expectDecimal('pricing.registration_price', detail.pricing?.registration_price);
    expectDecimal('pricing.renewal_price', detail.pricing?.renewal_price);
    expectCurrency('pricing.currency', detail.pricing?.currency);
    for (const r of detail.dns_records) {
      for (const field of ['id', 'type', 'name', 'content', 'ttl', 'created_at']) {
        expectThat(
          r[field] !== undefined && r[field] !== null,
          `dns_records entry ${JSON.stringify(r.id)}: ${field} is missing (§2.2 "Each has id, type, name, content, ttl, created_at")`,
        );
      }
    }
    // The count against the list's total read around a second detail, and the ids against the lists read before and after the first
    // detail, by the records no one else made: others (another run on the key) add or delete records of the fixture domain meanwhile, some
    // without their prefix (a template at @ and www; the check applies none itself).
    await expectCountAgainstTotal(ctx, 'dns_records in the detail against the DNS list total', async () => (await extendedDetail(ctx)).dns_records.length);
    const { records } = await listRecords(ctx);
    const listed = new Set([...listedBefore, ...records].map((r) => String(r.id)));
    const strangers = detail.dns_records.filter((r: any) => !recordMadeByOthers(ctx, r, { template: true }) && !listed.has(String(r.id))).map((r: any) => r.id);
    expectEqual('dns_records ids not in GET /api/v1/domains/{domain_id}/dns', strangers, []);
  },
);

check(
  {
    id: 'DOMAIN-DETAIL-AGREES-WITH-LIST',
    title: 'gives each domain the same id, name and status in its detail as in the list',
    operation: 'getDomain',
    iface: 'extended',
    spec: '§2.2',
    requirements: ['DOMAIN-LIST-DETAIL-AGREE', 'DOMAIN-STATUS-ENUM'],
    ...fixture,
  },
  async (ctx) => {
    const list = await extendedList(ctx);
    const domains = [entryOf(list, ctx.domain.id, 'the list'), ...list.domains.filter((d) => String(d.id) !== ctx.domain.id)].slice(0, MAX_DOMAINS_READ);
    for (const entry of domains) {
      const detail = await extendedDetail(ctx, String(entry.id));
      expectEqual(`detail id of ${entry.id}`, String(detail.id), String(entry.id));
      expectEqual(`detail name of ${entry.id}`, detail.name, entry.name);
      expectEqual(`detail status of ${entry.id}`, detail.status, entry.status);
    }
  },
);

check(
  {
    id: 'DOMAIN-UNKNOWN-USER-404',
    title: 'answers 404 to the domain list of a user that does not exist',
    operation: 'listUserDomains',
    iface: 'extended',
    spec: '§4.3, §7',
    requirements: ['USER-NOT-FOUND'],
  },
  async (ctx) => {
    expectError(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: `${ctx.run.prefix}-no-such-user` } }), { statuses: [404] });
  },
);

for (const [operation, extra] of [
  ['getDomain', {}],
  ['updateDomain', { body: { auto_renew: true } }],
  ['renewDomain', { body: { years: 1 } }],
] as const) {
  check(
    {
      id: `DOMAIN-UNKNOWN-404-${operation}`,
      title: 'answers 404 for a domain that does not exist',
      operation,
      iface: 'extended',
      spec: '§4.3, §7',
      requirements: ['DOMAIN-NOT-FOUND'],
      needs: ['fixtureDomain'],
    },
    async (ctx) => {
      expectError(ctx, await ctx.api.call(operation, { params: { domain_id: absentDomainId(ctx) }, ...extra }), { statuses: [404] });
    },
  );
}

// §5 rule 5: 403 on the extended interface. The PUT sends an empty body, a valid no-op, so a target that
// wrongly lets it through changes nothing; renew has no no-op, so it sends the smallest valid renewal.
for (const [operation, extra, what] of [
  ['getDomain', {}, 'reading'],
  ['updateDomain', { body: {} }, 'updating'],
  ['renewDomain', { body: { years: 1 } }, 'renewing'],
] as const) {
  check(
    {
      id: `DOMAIN-FOREIGN-403-${operation}`,
      title: `answers 403 to ${what} a domain the key may not use`,
      operation,
      iface: 'extended',
      spec: '§5 rule 5, §7',
      requirements: ['AUTH-DOMAIN-403'],
      ...foreign,
    },
    async (ctx) => {
      expectError(ctx, await ctx.api.call(operation, { params: { domain_id: ctx.run.foreignDomainId! }, ...extra }), { statuses: [403] });
    },
  );
}

// ---------------------------------------------------------------- PUT /api/v1/domains/{domain_id}

check(
  {
    id: 'DOMAIN-UPDATE-BOTH',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'flips auto_renew and whois_privacy, answers the new settings, and the detail and list show them afterwards',
    operation: 'updateDomain',
    spec: '§2.2, §4.3',
    requirements: ['DOMAIN-UPDATE-SHAPE', 'DOMAIN-UPDATE-PERSISTS'],
    ...fixture,
  },
  async (ctx) => {
    await settingsMeasured(ctx, 'the settings read back after flipping both', async (original) => {
      const wanted = { auto_renew: !original.auto_renew, whois_privacy: !original.whois_privacy };
      const body = await expectSuccess(ctx, await updateDomain(ctx, wanted));
      expectEqual('id in the update response', String(body.id), ctx.domain.id);
      expectEqual('name in the update response', body.name, ctx.domain.name);
      expectEqual('settings in the update response', { auto_renew: body.auto_renew, whois_privacy: body.whois_privacy }, wanted);
      expectIso('updated_at in the update response', body.updated_at);
      const detail = () => extendedDetail(ctx);
      await expectSettingsRead('settings in GET /api/v1/domains/{domain_id} after the update', wanted, await detail(), detail);
      const entry = async () => entryOf(await extendedList(ctx), ctx.domain.id, 'GET /api/v1/users/{user_identifier}/domains');
      await expectSettingsRead('auto_renew in the list entry after the update', { auto_renew: wanted.auto_renew }, await entry(), entry);
    });
  },
);

check(
  {
    id: 'DOMAIN-UPDATE-PARTIAL',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'changes only the setting sent: the other keeps its value, true or false, whichever field is sent alone',
    operation: 'updateDomain',
    spec: '§4.3',
    requirements: ['DOMAIN-UPDATE-PERSISTS', 'DOMAIN-UPDATE-SHAPE'],
    ...fixture,
  },
  async (ctx) => {
    // §4.3 "auto_renew (boolean, optional), whois_privacy (boolean, optional)": a field not sent keeps its value. Each field is sent alone
    // with the other at true and at false, so that a target resetting an omitted field to false (or true) is seen whatever the fixture held.
    // The answer to the partial PUT reflects what the target stored just then: another run's write between our two PUTs shows there as
    // much as in a read, so it is judged as a read back (expectSettingsRead), the detail read again if it disagrees.
    await settingsMeasured(ctx, 'the settings kept by a partial update', async () => {
      for (const [sent, kept] of [
        ['auto_renew', 'whois_privacy'],
        ['whois_privacy', 'auto_renew'],
      ] as const) {
        for (const keptValue of [true, false]) {
          await expectSuccess(ctx, await updateDomain(ctx, { [sent]: keptValue, [kept]: keptValue }));
          const want = { [sent]: !keptValue, [kept]: keptValue };
          const body = await expectSuccess(ctx, await updateDomain(ctx, { [sent]: !keptValue }));
          const detail = () => extendedDetail(ctx);
          await expectSettingsRead(`settings in the response to PUT {${sent}: ${!keptValue}} with ${kept} ${keptValue}`, want, body, detail, { answer: true });
          await expectSettingsRead(`settings in GET /api/v1/domains/{domain_id} after PUT {${sent}: ${!keptValue}}`, want, await detail(), detail);
        }
      }
    });
  },
);

// §4.3 "auto_renew (boolean, optional), whois_privacy (boolean, optional)": a value of another JSON type with one plain boolean reading
// may be rejected, or cast as a lax parser does (AMB-TYPE-COERCION); either way a boolean is stored: the plain reading, or nothing changed.
// The false readings too: a lax parser must not read "false" or 0 as true. Not "no": Rails' casting reads every string but "0", "f", "false"
// and "off" as true, so "no" has no one plain reading among the parsers AMB-TYPE-COERCION names. An empty string is rejected by most and read
// as false by PHP's FILTER_VALIDATE_BOOLEAN; no parser reads it as true.
for (const [field, value, reading, suffix] of [
  ['auto_renew', 'yes', true, ''],
  ['whois_privacy', 1, true, ''],
  ['auto_renew', 'false', false, '-FALSE'],
  ['whois_privacy', 0, false, '-FALSE'],
  ['auto_renew', '', false, '-EMPTY'],
] as const) {
  check(
    {
      id: `DOMAIN-UPDATE-${field.toUpperCase()}-WRONG-TYPE${suffix}`,
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title: `never stores ${field} ${JSON.stringify(value)} as anything but a boolean: rejects it and changes nothing, or casts it to ${reading}`,
      operation: 'updateDomain',
      spec: '§4.3, §7',
      requirements: ['DOMAIN-UPDATE-TYPES'],
      ...fixture,
    },
    async (ctx) => {
      await settingsMeasured(ctx, `the settings after a PUT of ${field} ${JSON.stringify(value)}`, async () => {
        // Start from the other value of both settings, so that a cast is seen to change the setting and a reset of the other one is seen too.
        const other = SETTINGS.find((f) => f !== field)!;
        await expectSuccess(ctx, await updateDomain(ctx, { [field]: !reading, [other]: reading }));
        const res = await updateDomain(ctx, { [field]: value });
        const detail = () => extendedDetail(ctx);
        if (res.status >= 200 && res.status < 300) {
          const answered = await expectSuccess(ctx, res);
          ctx.observe('AMB-TYPE-COERCION', 'coerced');
          expectEqual(`${field} answered after a PUT of ${JSON.stringify(value)}`, answered[field], reading);
          await expectSettingsRead(`settings after a PUT of ${field} ${JSON.stringify(value)}`, { [field]: reading, [other]: reading }, await detail(), detail);
          return;
        }
        expectRejected(ctx, res, { field });
        ctx.observe('AMB-TYPE-COERCION', 'rejected');
        await expectSettingsRead('settings after a rejected PUT', { [field]: !reading, [other]: reading }, await detail(), detail);
      });
    },
  );
}

// ---------------------------------------------------------------- POST /api/v1/domains/{domain_id}/renew

for (const [tag, body, what] of [
  ['0', { years: constants.renewYearsMin - 1 }, `years ${constants.renewYearsMin - 1}`],
  ['11', { years: constants.renewYearsMax + 1 }, `years ${constants.renewYearsMax + 1}`],
  ['FRACTION', { years: 1.5 }, 'years 1.5'],
  ['MISSING', {}, 'a renewal without years'],
  // A string no lax reading makes a number of (a numeric string might be coerced): refused, its error naming years where it names a field.
  ['STRING', { years: 'two' }, 'years "two", a string'],
] as const) {
  check(
    {
      id: `DOMAIN-RENEW-${tag}-REJECTED`,
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title: `rejects ${what} (§4.3: an integer from 1 to 10) and leaves expires_at unchanged`,
      operation: 'renewDomain',
      spec: '§4.3, §8',
      requirements: ['DOMAIN-RENEW-YEARS', 'DOMAIN-RENEW-EXPIRY'],
      ...fixture,
    },
    async (ctx) => {
      const domainId = renewDomainId(ctx);
      // A run sharing the key renews this domain too (1 or 10 years): an expires_at moved forward by whole years may be its renewal between
      // the two reads, and is measured again; a move that repeats in every measurement is the target's (it renewed what it refused), and
      // any other change fails at once.
      await measureWhileOthersQuiet(
        ctx,
        'expires_at around a refused renewal',
        async () => {
          const before = (await extendedDetail(ctx, domainId)).expires_at;
          expectRejected(ctx, await ctx.api.call('renewDomain', { params: { domain_id: domainId }, body }), { field: 'years' });
          const after = (await extendedDetail(ctx, domainId)).expires_at;
          if (instantOf(after) === instantOf(before)) return undefined;
          const moved = `expires_at after a rejected renewal: expected ${before}, received ${after}`;
          if (othersRenewalsExplain(before, after, 0) === undefined) fail(moved);
          return { disagrees: new CheckFailure(`${moved} (in each of ${RENEW_MEASUREMENTS} measurements)`) };
        },
        { measurements: RENEW_MEASUREMENTS },
      );
    },
  );
}

/**
 * True when `after` is the UTC date `years` calendar years after `before` (29 February may become 28 February or 1 March), or `years` years
 * of 365 or 366 days.
 */
function isYearsLater(before: string, after: string, years: number): boolean {
  const b = new Date(instantOf(before));
  const a = new Date(instantOf(after));
  const [by, bm, bd] = [b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()];
  const [ay, am, ad] = [a.getUTCFullYear(), a.getUTCMonth(), a.getUTCDate()];
  const sameDay = am === bm && ad === bd;
  const leapDay = bm === 1 && bd === 29 && ((am === 1 && ad === 28) || (am === 2 && ad === 1));
  // A year may also be counted as 365 days (§4.3 says "years" and no more): a renewal over a 29 February lands a day short of the calendar date.
  const days = (a.getTime() - b.getTime()) / 86_400_000;
  const yearsOfDays = days >= 365 * years - 1 / 24 && days <= 366 * years + 1 / 24;
  return (ay === by + years && (sameDay || leapDay)) || yearsOfDays;
}

function expectYearsLater(what: string, before: string, after: unknown, years: number): void {
  expectIso(what, after);
  if (isYearsLater(before, after as string, years)) return;
  const b = new Date(instantOf(before));
  const want = `${b.getUTCFullYear() + years}-${String(b.getUTCMonth() + 1).padStart(2, '0')}-${String(b.getUTCDate()).padStart(2, '0')}`;
  fail(`${what}: expected the UTC date ${want} (${years} calendar year(s) after ${before}, or ${years} × 365 days), received ${after as string}`);
}

/** Measurements a renewal check makes at most while another run's renewals may move expires_at (each successful one spends a renewal). */
const RENEW_MEASUREMENTS = 3;
/** The most years other runs' renewals are taken to add between two reads of a check (a few of 1 and of 10 years). */
const OTHERS_YEARS_MAX = 40;

/**
 * How many years beyond `ownYears` lie between `before` and `after`, when that is a whole number of at least one: what renewals of a run
 * sharing the key (each 1 or 10 whole years, §4.3) add between two reads. Undefined when no whole number of extra years explains the move
 * (backwards, unchanged, or off by days): no other run's renewal did that.
 */
function othersRenewalsExplain(before: unknown, after: unknown, ownYears: number): number | undefined {
  if (typeof before !== 'string' || typeof after !== 'string' || Number.isNaN(instantOf(before)) || Number.isNaN(instantOf(after))) return undefined;
  for (let extra = 1; extra <= OTHERS_YEARS_MAX; extra++) if (isYearsLater(before, after, ownYears + extra)) return extra;
  return undefined;
}

/**
 * Registries cap a registration at 10 years from today, which the spec neither states nor rules out (§4.3 says only "years ... 1-10"): a
 * renewal refused (400, 409 or 422) where it would take expires_at past that cap is a reading the target may make, so the check is not
 * assessed (skipped, with what to do) rather than failed. A nightly run renewing one domain meets the cap after about nine nights.
 */
function skipPastRegistryCap(ctx: CheckContext, res: Res, expiresAt: unknown, years: number): void {
  if (![400, 409, 422].includes(res.status) || typeof expiresAt !== 'string') return;
  if (!pastRegistryCap(expiresAt, years)) return;
  ctx.skip(
    `the renewal was refused (${res.status}) where it would take expires_at ${expiresAt} past 10 years from today, a registry's cap: ` +
      'set CONFORMANCE_RENEW_DOMAIN_ID to a domain with less time left to assess it',
  );
}

/** Whether renewing for `years` takes expires_at past 10 years from today, a registry's cap (calendar years). */
function pastRegistryCap(expiresAt: string, years: number): boolean {
  const capped = new Date();
  capped.setUTCFullYear(capped.getUTCFullYear() + 10);
  const renewed = new Date(instantOf(expiresAt));
  renewed.setUTCFullYear(renewed.getUTCFullYear() + years);
  return renewed.getTime() > capped.getTime();
}

/** The fewest years (1 to 9) that take expires_at past a registry's cap; undefined when 9 stay within it. */
function fewestYearsPastCap(expiresAt: string): number | undefined {
  for (let years = 1; years <= 9; years++) if (pastRegistryCap(expiresAt, years)) return years;
  return undefined;
}

/**
 * A refused ten-year renewal. §4.3 states 10 as the most years a renewal takes, but a registry also caps a registration at 10 years
 * from today (AMB-RENEW-YEAR), and any active domain renewed for 10 years passes that. A cap refuses a shorter renewal that passes it
 * too, and one that reads 1-10 as 1-9 grants it: that renewal tells the two apart (with a year or less left, one year is renewed first so
 * that one exists). Refused too: the cap, not applicable. Granted: the refusal of 10 fails. A refusal the cap cannot explain (a domain
 * expired, any other status) fails at once.
 */
async function expectRefusalIsRegistryCap(ctx: CheckContext, res: Res, domainId: string, expiresAt: unknown): Promise<void> {
  const refusedTen = `§4.3 "years (integer, required, 1-10)": a renewal for 10 years must be accepted, received ${res.status} ${res.text.slice(0, 200)}`;
  if (![400, 409, 422].includes(res.status) || typeof expiresAt !== 'string') fail(refusedTen);
  if (!pastRegistryCap(expiresAt, 10)) fail(`${refusedTen} (expires_at ${expiresAt}: ten more years stay within 10 years from today)`);
  let expiry: unknown = expiresAt;
  let years = fewestYearsPastCap(expiresAt);
  if (years === undefined) {
    // A year or less left: every shorter renewal stays within the cap. One year first (within it) takes expires_at past a year.
    const step = await ctx.api.call('renewDomain', { params: { domain_id: domainId }, body: { years: 1 } });
    if (step.status >= 300) fail(`${refusedTen}; a 1-year renewal, within 10 years from today, was refused too (${step.status} ${step.text.slice(0, 160)})`);
    expiry = (await extendedDetail(ctx, domainId)).expires_at;
    years = typeof expiry === 'string' ? fewestYearsPastCap(expiry) : undefined;
    if (years === undefined) fail(`${refusedTen}; after a granted 1-year renewal expires_at reads ${String(expiry)}, not a year on from ${expiresAt}`);
  }
  const probe = await ctx.api.call('renewDomain', { params: { domain_id: domainId }, body: { years } });
  if (probe.status >= 200 && probe.status < 300)
    fail(
      `${refusedTen}; a renewal for ${years} years, which takes expires_at ${String(expiry)} past 10 years from today as well, ` +
        "was granted: not a registry's cap",
    );
  ctx.observe('AMB-RENEW-YEAR', 'capped');
  ctx.skip(
    `the 10-year renewal was refused (${res.status}), and a ${years}-year one (${probe.status}) too: both take expires_at ${String(expiry)} past 10 ` +
      "years from today, a registry's cap (AMB-RENEW-YEAR), under which no active domain takes ten more years: not applicable",
    'AMB-RENEW-YEAR',
  );
}

/** A renewal of the check's own: the renew domain's detail read just before, and the answer. */
async function renewOnce(ctx: CheckContext, years: number): Promise<{ domainId: string; before: any; res: Res }> {
  const domainId = renewDomainId(ctx);
  const before = await extendedDetail(ctx, domainId);
  return { domainId, before, res: await ctx.api.call('renewDomain', { params: { domain_id: domainId }, body: { years } }) };
}

/**
 * A successful renewal of `years` judged on expires_at: in the answer, and (`readBack`) in the detail read afterwards, each `years` after
 * the expires_at read just before it. A run sharing the key renews the same domain (1 or 10 years) and may do so between the read and the
 * renewal, or between the renewal and the read back: an expires_at further on by whole years is measured again with a renewal of the
 * check's own (RENEW_MEASUREMENTS in all, each spending one), and fails when it repeats in every measurement. Any other expires_at fails
 * at once, as on a key of one's own. `renew` asserts the rest of the answer and gives the two expires_at.
 */
async function measureRenewal(
  ctx: CheckContext,
  years: number,
  renew: (attempt: number) => Promise<{ domainId: string; before: string; answered: unknown }>,
  options: { readBack?: boolean } = {},
): Promise<void> {
  await measureWhileOthersQuiet(
    ctx,
    `expires_at around a renewal of ${years} year(s)`,
    async (attempt) => {
      const { domainId, before, answered } = await renew(attempt);
      const readings: Array<[string, unknown]> = [['expires_at in the renew response', answered]];
      if (options.readBack !== false)
        readings.push(['expires_at in GET /api/v1/domains/{domain_id} after the renewal', (await extendedDetail(ctx, domainId)).expires_at]);
      for (const [what, value] of readings) {
        expectIso(what, value);
        if (isYearsLater(before, value as string, years)) continue;
        const extra = othersRenewalsExplain(before, value, years);
        // Off by anything but whole years beyond ours: no renewal of another run explains it.
        if (extra === undefined) expectYearsLater(what, before, value, years);
        return {
          disagrees: new CheckFailure(
            `${what}: expected ${years} year(s) after ${before}, received ${value as string}, ${extra} year(s) further, in each of ` +
              `${RENEW_MEASUREMENTS} measurements (a renewal of another run between the reads would explain one)`,
          ),
        };
      }
      return undefined;
    },
    { measurements: RENEW_MEASUREMENTS },
  );
}

// One successful renewal of one year per run (harness/renewal.ts, shared with the rate-limit header check of renewDomain): it extends a registration
// and costs money on a sandbox.
check(
  {
    id: 'DOMAIN-RENEW-ONE-YEAR',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'renews for 1 year: expires_at moves by exactly one calendar year in the response and in the detail',
    operation: 'renewDomain',
    spec: '§2.2, §4.3',
    requirements: ['DOMAIN-RENEW-EXPIRY', 'DOMAIN-RENEW-SHAPE', 'DOMAIN-DECIMALS'],
    ...fixture,
  },
  async (ctx) => {
    // The first measurement is the run's renewal; another is a renewal of its own, made only when expires_at moved by more whole years than
    // this renewal adds (a run sharing the key renewed in between: measureRenewal).
    await measureRenewal(ctx, 1, async (attempt) => {
      const { domainId, before, res } = attempt === 1 ? await theRunsRenewal(ctx) : await renewOnce(ctx, 1);
      skipPastRegistryCap(ctx, res, before.expires_at, 1);
      const body = await expectSuccess(ctx, res);
      expectEqual('id in the renew response', String(body.id), domainId);
      expectEqual('name in the renew response', body.name, before.name);
      expectDecimal('renewal_cost', body.renewal_cost);
      expectCurrency('currency', body.currency);
      expectIso('renewed_at', body.renewed_at);
      return { domainId, before: before.expires_at, answered: body.expires_at };
    });
  },
);

// §4.3 "years (integer, required, 1-10)": 10 must be accepted. It spends 10 registration years, so it is an opt-in a certification run sets.
check(
  {
    id: 'DOMAIN-RENEW-TEN-YEARS',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'renews for 10 years, the stated maximum: expires_at moves by exactly ten calendar years',
    operation: 'renewDomain',
    spec: '§4.3, §8',
    requirements: ['DOMAIN-RENEW-YEARS', 'DOMAIN-RENEW-EXPIRY'],
    needs: ['fixtureDomain', 'renewTenYears'],
  },
  async (ctx) => {
    await measureRenewal(
      ctx,
      10,
      async () => {
        const { domainId, before, res } = await renewOnce(ctx, 10);
        if (res.status >= 400) await expectRefusalIsRegistryCap(ctx, res, domainId, before.expires_at);
        const body = await expectSuccess(ctx, res);
        return { domainId, before: before.expires_at, answered: body.expires_at };
      },
      { readBack: false },
    );
  },
);
