// Reading and comparing DNS records the way the spec allows: the extended interface has no single-record GET,
// so a record is read back from the list; names compare case-insensitively, IPv6 as addresses (AMB-LABEL-LENGTH).
import { domainToUnicode } from 'node:url';
import { isIPv6 } from 'node:net';
import { constants } from '../contracts/spec-data.js';
import type { CheckContext } from './check.js';
import type { Res } from './client.js';
import { expectSuccess, fail } from './expect.js';
import { anotherRunIn, measureWhileOthersQuiet, namesAnotherRun, othersChanged, runPrefixesIn, strictly } from './shared-key.js';

export interface ExtendedRecord {
  id: string | number;
  type: string;
  name: string;
  content: string;
  ttl: number;
  priority: number | null;
  created_at: string;
  updated_at: string;
}

export async function listRecords(ctx: CheckContext, domainId = ctx.domain.id): Promise<{ records: ExtendedRecord[]; total: number; res: Res }> {
  const res = await ctx.api.call('listDnsRecords', { params: { domain_id: domainId } });
  const body = await expectSuccess(ctx, res, 'listDnsRecords', 'extended');
  return { records: body.records, total: body.total, res };
}

export async function findRecord(ctx: CheckContext, id: string | number, domainId = ctx.domain.id): Promise<ExtendedRecord | undefined> {
  const { records } = await listRecords(ctx, domainId);
  return records.find((r) => String(r.id) === String(id));
}

export async function mustFindRecord(ctx: CheckContext, id: string | number, why: string): Promise<ExtendedRecord> {
  const found = await findRecord(ctx, id);
  if (!found) fail(`${why}: record ${id} is not in GET /api/v1/domains/{domain_id}/dns`);
  return found;
}

/** Create an extended record that must be accepted; returns the created record as the target answered it. */
export async function createRecord(ctx: CheckContext, record: Record<string, unknown>, domainId = ctx.domain.id): Promise<ExtendedRecord> {
  const res = await ctx.api.call('createDnsRecord', { params: { domain_id: domainId }, body: record });
  return (await expectSuccess(ctx, res, 'createDnsRecord', 'extended')) as ExtendedRecord;
}

/** The RFC 5952 form of an IPv6 address (WHATWG URL parsing canonicalises it, embedded IPv4 included): "::ffff:192.0.2.1" -> "::ffff:c000:201". */
export function canonicalIpv6(a: string): string | undefined {
  if (!isIPv6(a)) return undefined;
  try {
    return new URL(`http://[${a}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/**
 * TXT content as text: a target may write it back in zone form, in double quotes, and a long one as several quoted strings (AMB-TXT-FORM).
 * '"v=spf1 -all"' -> 'v=spf1 -all'; '"abc" "def"' -> 'abcdef'. Content without surrounding quotes is taken as it is.
 */
export function txtText(content: string): string {
  const strings = content.match(/^\s*"((?:[^"\\]|\\.)*)"(\s+"((?:[^"\\]|\\.)*)")*\s*$/) ? content.match(/"((?:[^"\\]|\\.)*)"/g) : null;
  if (!strings) return content;
  const texts = strings.map((s) => zoneText(s.slice(1, -1)));
  return texts.every((t) => t !== undefined) ? texts.join('') : content;
}

/** The text inside one pair of surrounding double quotes, taken as it is (no escapes read); undefined without them. */
function quotedAsIs(content: string): string | undefined {
  return content.length >= 2 && content.startsWith('"') && content.endsWith('"') ? content.slice(1, -1) : undefined;
}

/**
 * A quoted string's escapes as RFC 1035 §5.1 reads them: "\DDD" is the octet DDD, "\" before any other character that character. A backslash
 * before a digit that does not start three is not zone form: undefined, so the content is compared as written.
 */
function zoneText(quoted: string): string | undefined {
  // Octets, read back as UTF-8 at the end: "\195\169" is é, as a zone file written from UTF-8 text holds it.
  const chars = [...quoted];
  const octets: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== '\\') {
      octets.push(...encoder.encode(chars[i]));
      continue;
    }
    const digits = /^\d{3}/.exec(chars.slice(i + 1, i + 4).join(''))?.[0];
    if (digits && Number(digits) <= 255) {
      octets.push(Number(digits));
      i += 3;
    } else if (i + 1 < chars.length && !/\d/.test(chars[i + 1])) {
      octets.push(...encoder.encode(chars[i + 1]));
      i += 1;
    } else return undefined;
  }
  return new TextDecoder().decode(new Uint8Array(octets));
}

/**
 * The longest record name a generated valid record may take in the fixture domain: its fully-qualified form (name, a dot,
 * the zone) then stays within §8's 253, which a server may enforce (the spec does not say whether 253 bounds the name
 * or the whole). DNS-NAME-253-ACCEPTED still sends the stated 253 on its own.
 */
export function recordNameRoom(ctx: CheckContext): number {
  const zoneName = typeof ctx.domain.name === 'string' ? ctx.domain.name.replace(/\.$/, '') : '';
  return constants.dnsNameMaxLength - zoneName.length - 1;
}

/** A label in its IDNA ASCII form (xn--…) as its Unicode letters: a target may keep a name with ñ either way (AMB-LETTERS). */
const unicodeLabel = (label: string): string => (label.startsWith('xn--') ? domainToUnicode(label) || label : label);

/**
 * A domain name as compared: lower case, without a final dot, IDNA labels as their letters. A record another check
 * created with ñ and listed as `xn--pdc-…` is then still known as that check's (its name, and the run prefix it carries).
 */
export const comparableName = (name: string): string => name.toLowerCase().replace(/\.$/, '').split('.').map(unicodeLabel).join('.');
const bare = comparableName;

/** The zone the records compared belong to (the fixture domain's name), set when a check's context is made. */
let zone: string | undefined;

export function setRecordZone(name: string | undefined): void {
  zone = name === undefined ? undefined : bare(name);
}

/**
 * A record name relative to the zone, lower case: "www", "www.<zone>" and "www.<zone>." are "www"; "<zone>" and "<zone>." are "@"
 * (AMB-NAME-FORM: a target may write names back fully qualified). Without a zone, only case and a final dot are set aside.
 */
export function relativeName(name: string): string {
  const n = bare(name);
  if (!zone) return n;
  if (n === zone) return '@';
  // "@.<zone>" is a label "@" under the zone, not the root: the root is "@" or "<zone>" (AMB-NAME-FORM).
  const relative = n.endsWith(`.${zone}`) ? n.slice(0, -zone.length - 1) : n;
  return relative === '@' ? n : relative;
}

/** The same record name, in whichever form each is written (AMB-NAME-FORM, AMB-LABEL-LENGTH). */
export function sameName(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && relativeName(a) === relativeName(b);
}

/** The name form a record read back shows (AMB-NAME-FORM): "fqdn" when it carries the zone. */
export function nameForm(name: unknown): 'relative' | 'fqdn' {
  if (typeof name !== 'string' || zone === undefined) return 'relative';
  const n = bare(name);
  return n === zone || n.endsWith(`.${zone}`) ? 'fqdn' : 'relative';
}

/** Equal as the type's content: IPv6 as an address, domain names case-insensitively without a trailing dot. */
export function sameContent(type: string, a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (type === 'AAAA' && isIPv6(a) && isIPv6(b)) return canonicalIpv6(a) === canonicalIpv6(b);
  // A target that wraps TXT content in quotes without escaping it ('"C:\\dir"' for C:\dir) writes no zone form, but the text is there
  // as sent: the quotes are the suite's allowance (AMB-TXT-FORM), not a rule of the spec.
  if (type === 'TXT') return txtText(a) === txtText(b) || quotedAsIs(a) === b || quotedAsIs(b) === a;
  if (['CNAME', 'MX', 'NS'].includes(type)) return bare(a) === bare(b);
  if (type === 'SRV') {
    const pa = a.trim().split(/\s+/);
    const pb = b.trim().split(/\s+/);
    return pa.length === pb.length && pa.every((p, i) => (i < 3 ? Number(p) === Number(pb[i]) : bare(p) === bare(pb[i])));
  }
  return a === b;
}

/** The record read back is the record written: name, content, ttl (after defaults) and priority. */
export function expectSameRecord(what: string, received: object, sent: Record<string, unknown>, contentField = 'content'): void {
  const got = received as Record<string, unknown>;
  const type = String(sent.type ?? got.type);
  if (sent.type !== undefined && got.type !== sent.type) fail(`${what}: type expected ${JSON.stringify(sent.type)}, received ${JSON.stringify(got.type)}`);
  if (sent.name !== undefined && !sameName(got.name, sent.name))
    fail(`${what}: name expected ${JSON.stringify(sent.name)}, received ${JSON.stringify(got.name)}`);
  if (sent[contentField] !== undefined && !sameContent(type, got[contentField], sent[contentField])) {
    fail(`${what}: ${contentField} expected ${JSON.stringify(sent[contentField])}, received ${JSON.stringify(got[contentField])}`);
  }
  if (sent.ttl !== undefined && got.ttl !== sent.ttl) fail(`${what}: ttl expected ${JSON.stringify(sent.ttl)}, received ${JSON.stringify(got.ttl)}`);
  // An SRV priority may read back null (AMB-PRIORITY-NOT-APPLICABLE, AMB-SRV-PRIORITY: its content carries it); a core record may come in the
  // shape of the documented examples, "only id, type, name, value, ttl" (§2.3 core shape; AMB-CORE-RECORD-FIELDS): no priority key at all.
  const srvNull = type === 'SRV' && got.priority === null;
  const coreExampleShape = contentField === 'value' && !('priority' in got);
  if (sent.priority !== undefined && ['MX', 'SRV'].includes(type) && got.priority !== sent.priority && !srvNull && !coreExampleShape) {
    fail(`${what}: priority expected ${JSON.stringify(sent.priority)}, received ${JSON.stringify(got.priority)}`);
  }
}

/** §3 "DNS records have no state field.": the record carries neither `state` nor `status` (the words a state field goes by). */
export function expectNoStateField(what: string, record: object): void {
  for (const key of ['state', 'status']) {
    if (Object.hasOwn(record, key)) {
      fail(`${what}: expected no ${key} field (§3 "DNS records have no state field."), received ${key}: ${JSON.stringify((record as any)[key])}`);
    }
  }
}

/**
 * A rejected request created nothing: no record with that name appeared, and, given the records listed before it,
 * no new record appeared that is not someone else's (another check in flight, or another run on the same key:
 * CheckContext.madeByOthers). A total compared before and after would count their records too.
 */
export async function expectNoRecordNamed(ctx: CheckContext, name: string, before?: ExtendedRecord[]): Promise<void> {
  const { records } = await listRecords(ctx);
  const found = records.filter((r) => sameName(r.name, name));
  if (found.length)
    fail(`a rejected request must create nothing, but ${found.length} record(s) named ${JSON.stringify(name)} exist: ${JSON.stringify(found[0])}`);
  if (before) expectNothingNew(before, records, ctx, 'a rejected request must create nothing');
}

/**
 * The records of `after` not in `before` (by id) that no one else made: what the request between them created. In a check whose
 * operation applies no template, a record of the run's template is another run's application of it (recordMadeByOthers `template`).
 */
export function newRecordsNotOthers(before: ExtendedRecord[], after: ExtendedRecord[], ctx: CheckContext): ExtendedRecord[] {
  const known = new Set(before.map((r) => String(r.id)));
  const template = ctx.meta.operation !== 'applyDnsTemplate';
  return after.filter((r) => !known.has(String(r.id)) && !recordMadeByOthers(ctx, r, { template }));
}

/** Fail when a record appeared between two listings that no one else made. */
export function expectNothingNew(before: ExtendedRecord[], after: ExtendedRecord[], ctx: CheckContext, why: string): void {
  const made = newRecordsNotOthers(before, after, ctx);
  if (made.length) fail(`${why}, but ${made.length} new record(s) appeared: ${JSON.stringify(made[0])}`);
}

/**
 * True when a record is someone else's doing as far as the listing shows: its name is (CheckContext.madeByOthers: another check in flight,
 * another run's prefix), or its content carries another run's prefix (a TXT at @ naming its run). With `template`, also a record the run's
 * template makes (a name without a run prefix, and content carrying a variable of CONFORMANCE_TEMPLATE, at least 4 characters): a run
 * sharing the key applies the same template to the same domain at any time, at @ and www, without its prefix. Only for a check that
 * applies no template itself: there such a record is never its own doing.
 */
export function recordMadeByOthers(ctx: CheckContext, record: { name?: unknown; content?: unknown }, options: { template?: boolean } = {}): boolean {
  if (typeof record.name === 'string' && ctx.madeByOthers(record.name)) return true;
  const content = typeof record.content === 'string' ? txtText(record.content) : undefined;
  if (namesAnotherRun(content, ctx.run.prefix)) return true;
  if (!options.template || content === undefined || runPrefixesIn(record.name).length) return false;
  const values = Object.values(ctx.run.template?.variables ?? {}).filter((v) => typeof v === 'string' && v.length >= 4);
  return values.some((v) => content.toLowerCase().includes(v.toLowerCase()));
}

/**
 * What others did, between two listings of a domain, to the records a count of notOthers still counts: records another run makes without
 * its prefix (a template's, recordMadeByOthers with `template`) coming or going. Records carrying another's name or prefix are left out
 * of such a count on both sides, so their coming and going never moves it. Only for a check that applies no template itself.
 */
export function othersUnprefixedChanged(ctx: CheckContext, before: ExtendedRecord[], after: ExtendedRecord[]): string | undefined {
  return othersChanged(
    before,
    after,
    (r) => String(r.id),
    (r) => !recordMadeByOthers(ctx, r) && recordMadeByOthers(ctx, r, { template: true }),
  );
}

/**
 * A count the target shows elsewhere (a domain's dns_records_count, the detail's dns_records) against the record list's total, on a
 * domain others may change meanwhile (checks in flight, another run on the key): the count is read between two listings. The same
 * records (by id) and the same total in both: nothing was seen to change in between, so the count must equal the total (at once, unless
 * another run's records are in sight: one of theirs may have come and gone between the listings unseen; harness/shared-key.ts
 * strictly). Otherwise the domain changed while it was read, and it is measured again (measureWhileOthersQuiet, 5 times at most): the
 * check is skipped as not assessed when it changed every time, or with `whenBusy: 'between'` (a step of a property, which cannot be
 * skipped) the count of the last measurement that saw a change must lie between its two totals (what the domain held at some moment).
 */
export async function expectCountAgainstTotal(
  ctx: CheckContext,
  what: string,
  readCount: () => Promise<number>,
  domainId = ctx.domain.id,
  /** The listing just read: a count equal to its total needs no second reading. */
  justRead?: { records: ExtendedRecord[]; total: number },
  whenBusy: 'skip' | 'between' = 'skip',
): Promise<void> {
  let reuse = justRead;
  let lastBusy = { before: 0, after: 0, count: 0 };
  await measureWhileOthersQuiet(
    ctx,
    what,
    async () => {
      const before = reuse ?? (await listRecords(ctx, domainId));
      const reused = reuse !== undefined;
      reuse = undefined;
      const count = await readCount();
      if (reused && count === before.total) return undefined;
      const after = await listRecords(ctx, domainId);
      // The check changes nothing between the two listings: any record that came or went is someone else's doing.
      const activity =
        othersChanged(
          before.records,
          after.records,
          (r) => String(r.id),
          () => true,
        ) ?? (before.total !== after.total ? `the total went from ${before.total} to ${after.total}` : undefined);
      if (activity !== undefined) {
        lastBusy = { before: before.total, after: after.total, count };
        return { busy: activity };
      }
      const inSight = anotherRunIn(
        ctx,
        after.records.flatMap((r) => [r.name, r.content]),
      );
      return strictly(inSight, () => {
        if (count !== before.total) fail(`${what}: expected ${before.total} (the record list's total before and after), received ${count}`);
      });
    },
    {
      measurements: 5,
      whenBusy:
        whenBusy === 'between'
          ? () => {
              const [lo, hi] = lastBusy.before < lastBusy.after ? [lastBusy.before, lastBusy.after] : [lastBusy.after, lastBusy.before];
              if (lastBusy.count < lo || lastBusy.count > hi) {
                fail(`${what}: expected a count between ${lo} and ${hi} (the record list's total before and after), received ${lastBusy.count}`);
              }
            }
          : undefined,
    },
  );
}

/**
 * The records of a listing that no one else made (recordMadeByOthers): the fixture's own and this check's. With `template` (a check that
 * applies no template), another run's application of the run's template is left out too.
 */
export function notOthers<T extends { name?: unknown; content?: unknown }>(records: T[], ctx: CheckContext, options: { template?: boolean } = {}): T[] {
  return records.filter((r) => !recordMadeByOthers(ctx, r, options));
}

/**
 * Deletes the records a template application created (its records_created), so the next application on the domain meets none of them:
 * applying a template where its records exist may be answered 409, "record exists or conflicts" (§7; AMB-RECORD-REPEAT).
 */
export async function removeTemplateRecords(ctx: CheckContext, res: Res, domainId = ctx.domain.id): Promise<void> {
  if (res.status < 200 || res.status >= 300 || !Array.isArray(res.body?.records_created)) return;
  for (const r of res.body.records_created) {
    if (r?.id !== undefined) await ctx.api.call('deleteDnsRecord', { params: { domain_id: domainId, record_id: String(r.id) } });
  }
}
