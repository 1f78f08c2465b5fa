// Every optional request-body field of every write operation, in each of its valid forms, is accepted (§4.1-§4.4, contracts/*.openapi.yaml).
//
// Optional fields × operations (issue 27 delivery 1): the rows are read from the request schemas of contracts/extended.openapi.yaml and
// contracts/core.openapi.yaml, not written by hand. A field is optional when its schema's `required` does not name it; its valid forms are
// derived from its schema: a boolean both ways, an enum's every value, otherwise the one example of EXAMPLES; and absent. Each form must
// be answered 2xx: "optional" leaves the choice to the partner, a refusal of a valid form is the target's fault. How to send a field is a
// row of SENDERS; a field nobody can send is a row of SKIPPED with why. A new optional field in a contract that is in neither table fails
// this file at load time, so the matrix cannot silently miss it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { CONTRACTS_DIR } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import { freshDomainName } from '../harness/domain-names.js';
import { expectSuccess, fail } from '../harness/expect.js';
import { createRecord } from '../harness/records.js';
import { createUser } from '../harness/users.js';

type Schema = { [k: string]: any };
const ABSENT = Symbol('absent');
type Form = unknown;

interface OptionalField {
  operation: string;
  field: string;
  schema: Schema;
  /** Where the field is declared: the contract file(s). */
  contracts: string[];
}

/** The optional fields of every request body of both contracts, one row per (operation, field). */
function optionalFields(): OptionalField[] {
  const rows = new Map<string, OptionalField>();
  for (const file of ['extended.openapi.yaml', 'core.openapi.yaml']) {
    const doc = load(readFileSync(join(CONTRACTS_DIR, file), 'utf8'), { schema: CORE_SCHEMA }) as Schema;
    const resolve = (s: Schema): Schema => (s?.$ref ? resolve(doc.components.schemas[String(s.$ref).split('/').pop() as string]) : s);
    for (const methods of Object.values<Schema>(doc.paths)) {
      for (const op of Object.values<Schema>(methods)) {
        const body = op?.requestBody?.content?.['application/json']?.schema;
        if (!body) continue;
        const schema = resolve(body);
        const required = new Set<string>(schema.required ?? []);
        for (const [field, sub] of Object.entries<Schema>(schema.properties ?? {})) {
          if (required.has(field)) continue;
          const key = `${op.operationId}.${field}`;
          const row = rows.get(key);
          if (row) row.contracts.push(file);
          else rows.set(key, { operation: op.operationId, field, schema: resolve(sub), contracts: [file] });
        }
      }
    }
  }
  return [...rows.values()];
}

/** A valid value of a field whose type alone does not give one (a string, an integer, an object). */
const EXAMPLES: Record<string, unknown> = {
  'createUser.email': 'optional.field@example.com',
  'updateUser.email': 'updated.field@example.com',
  'updateDnsRecord.name': 'optional-renamed',
  'updateDnsRecord.content': 'optional field content',
  'updateDnsRecord.ttl': 600,
  'updateDnsRecord.priority': 20,
  'createCoreDnsRecord.ttl': 600,
  'createCoreDnsRecord.priority': 20,
  'updateCoreDnsRecord.name': 'optional-core-renamed',
  'updateCoreDnsRecord.value': 'optional core patched',
  'updateCoreDnsRecord.ttl': 600,
  'updateCoreDnsRecord.priority': 20,
};

/**
 * The valid forms of a field, from its schema: a boolean both ways, an enum's every value, else the example; and absent. null is not
 * sent: whether an optional field sent null reads as absent is open (AMB-ABSENT-INPUT), and an MX priority null is refused (§2.3).
 */
function validForms(row: OptionalField): Form[] {
  const key = `${row.operation}.${row.field}`;
  if (row.schema.type === 'boolean') return [true, false, ABSENT];
  if (Array.isArray(row.schema.enum)) return [...row.schema.enum, ABSENT];
  if (!(key in EXAMPLES)) throw new Error(`optional-fields matrix: ${key} has no example of a valid value (EXAMPLES) and is not SKIPPED`);
  return [EXAMPLES[key], ABSENT];
}

/** Fields the matrix cannot send, with why. */
const SKIPPED: Record<string, string> = {
  'applyDnsTemplate.variables':
    '§4.4 "the set of available templates and their variable names: not shown": a valid value exists only for the partner\'s own template ' +
    '(CONFORMANCE_TEMPLATE, sent by dns-bulk-template), and whether a template applies without variables is not shown either',
  'createCoreDnsRecord.weight': 'SRV fields (§2.3), and SRV is not a core type (§4.1 type enum A, AAAA, CNAME, MX, TXT): no valid record carries it',
  'createCoreDnsRecord.port': 'as createCoreDnsRecord.weight: SRV is not a core type',
  'createCoreDnsRecord.target': 'as createCoreDnsRecord.weight: SRV is not a core type',
  'updateCoreDnsRecord.type':
    "alone it is never valid: the record's value must fit the new type (§2.3 rule 3), so a type change is a combination of fields, not one",
  'updateCoreDnsRecord.weight': 'as createCoreDnsRecord.weight: SRV is not a core type',
  'updateCoreDnsRecord.port': 'as createCoreDnsRecord.weight: SRV is not a core type',
  'updateCoreDnsRecord.target': 'as createCoreDnsRecord.weight: SRV is not a core type',
};

interface Sender {
  spec: string;
  /** The sentence enforced. */
  sentence: string;
  requirements: string[];
  iface?: 'extended';
  needs?: Array<'fixtureDomain'>;
  exclusive?: string;
  timeout?: number;
  /** Sends the operation with `field` set to `value` (or left out), everything else minimal and valid; resources go to the run ledger. */
  send(ctx: CheckContext, field: string, value: Form): Promise<void>;
}

const withField = (body: Record<string, unknown>, field: string, value: Form) => (value === ABSENT ? body : { ...body, [field]: value });

async function restoreDomainSettings(ctx: CheckContext, original: Record<string, unknown>): Promise<void> {
  const res = await ctx.api.call('updateDomain', { params: { domain_id: ctx.domain.id }, body: original });
  await expectSuccess(ctx, res, 'updateDomain');
}

const SENDERS: Record<string, Sender> = {
  createUser: {
    spec: '§2.1, §4.1',
    sentence: 'email: string, not required; valid e-mail address format if present',
    requirements: ['USER-EMAIL-OPTIONAL'],
    async send(ctx, field, value) {
      const body = withField({ user_identifier: ctx.uniqueName('optu') }, field, value);
      await expectSuccess(ctx, await ctx.api.call('createUser', { body }));
    },
  },
  updateUser: {
    spec: '§4.2',
    sentence: 'PUT /api/v1/users/{user_identifier} Body: email (optional string)',
    requirements: ['USER-UPDATE-PERSISTS'],
    iface: 'extended',
    async send(ctx, field, value) {
      // Absent leaves a PUT without email, whose effect is open (AMB-USER-PUT-OMITTED: "The suite never sends a PUT without email"):
      // only the present form is sent for the update's one field.
      if (value === ABSENT) return;
      const id = ctx.uniqueName('optp');
      await createUser(ctx, id, 'before@example.com');
      await expectSuccess(ctx, await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { [field]: value } }));
    },
  },
  updateDomain: {
    spec: '§4.3',
    sentence: 'PUT /api/v1/domains/{domain_id} Body: auto_renew (boolean, optional), whois_privacy (boolean, optional)',
    requirements: ['DOMAIN-UPDATE-PERSISTS'],
    iface: 'extended',
    needs: ['fixtureDomain'],
    exclusive: "the fixture domain's settings are set and set back; other domain-update checks read them",
    async send(ctx, field, value) {
      const detail = await expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id: ctx.domain.id } }), 'getDomain', 'extended');
      const original = { auto_renew: detail.auto_renew, whois_privacy: detail.whois_privacy };
      // Absent: the other setting alone, at the value it holds, so nothing is left to the target's default.
      const other = field === 'auto_renew' ? 'whois_privacy' : 'auto_renew';
      const body = value === ABSENT ? { [other]: original[other as keyof typeof original] } : { [field]: value };
      try {
        await expectSuccess(ctx, await ctx.api.call('updateDomain', { params: { domain_id: ctx.domain.id }, body }));
      } finally {
        await restoreDomainSettings(ctx, original);
      }
    },
  },
  initiateTransfer: {
    spec: '§4.3',
    sentence: 'extend_registration (boolean, optional; extend by 1 year)',
    requirements: ['TRANSFER-EXTEND-REGISTRATION-TYPE'],
    iface: 'extended',
    // §8: transfers 10 a minute; the client paces, a real target may make this wait a window.
    timeout: 180_000,
    async send(ctx, field, value) {
      const owner = ctx.uniqueName('optx');
      await createUser(ctx, owner);
      const body = withField({ domain_name: await freshDomainName(ctx, 'optx'), user_identifier: owner, auth_code: 'EPP-AUTH-CODE-1234' }, field, value);
      await expectSuccess(ctx, await ctx.api.call('initiateTransfer', { body }));
    },
  },
  updateDnsRecord: {
    spec: '§4.4',
    sentence: 'Body: any of name, content, ttl, priority; only supplied fields change',
    requirements: ['DNS-UPDATE-PARTIAL'],
    iface: 'extended',
    needs: ['fixtureDomain'],
    async send(ctx, field, value) {
      // priority belongs to MX (§2.3); the others go on a TXT record. Absent: another field alone carries the update.
      const mx = field === 'priority';
      const created = await createRecord(
        ctx,
        mx
          ? { type: 'MX', name: ctx.uniqueName('optmx'), content: 'mail.example.net', priority: 10, ttl: 300 }
          : { type: 'TXT', name: ctx.uniqueName('optr'), content: 'before', ttl: 300 },
      );
      const renamed = field === 'name' && value !== ABSENT ? `${ctx.uniqueName(String(value))}` : value;
      const body = value === ABSENT ? { ttl: field === 'ttl' ? 900 : 1200 } : { [field]: renamed };
      await expectSuccess(ctx, await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: String(created.id) }, body }));
    },
  },
  createCoreDnsRecord: {
    spec: '§4.1, §2.3',
    sentence: 'POST /api/v1/dns_records ... 201; DNS record (id, type, name, value, ttl); ttl default 3600',
    requirements: ['CORE-DNS-CREATE'],
    needs: ['fixtureDomain'],
    async send(ctx, field, value) {
      // Values every reading of AMB-CORE-VALIDATION accepts: within the extended rules too. priority is MX's (§2.3 "MX requires priority"):
      // present on an MX record, absent on a TXT record, where it has no place.
      const mx = field === 'priority' && value !== ABSENT;
      const base = mx
        ? { domain_id: ctx.domain.id, type: 'MX', name: ctx.uniqueName('optcm'), value: 'mail.example.net' }
        : { domain_id: ctx.domain.id, type: 'TXT', name: ctx.uniqueName('optc'), value: 'optional core' };
      const res = await ctx.api.call('createCoreDnsRecord', { body: withField(base, field, value) });
      const body = await expectSuccess(ctx, res);
      if (body?.id !== undefined && body?.id !== null) await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(body.id) } });
    },
  },
  updateCoreDnsRecord: {
    spec: '§2.3, §4.1',
    sentence: 'On update every body field except domain_id is optional.',
    requirements: ['CORE-DNS-PATCH-PARTIAL'],
    needs: ['fixtureDomain'],
    async send(ctx, field, value) {
      // As on core create, values every reading of AMB-CORE-VALIDATION accepts. Absent: another field alone carries the patch.
      const mx = field === 'priority';
      const created = await expectSuccess(
        ctx,
        await ctx.api.call('createCoreDnsRecord', {
          body: mx
            ? { domain_id: ctx.domain.id, type: 'MX', name: ctx.uniqueName('optpm'), value: 'mail.example.net', priority: 10 }
            : { domain_id: ctx.domain.id, type: 'TXT', name: ctx.uniqueName('optpc'), value: 'before' },
        }),
        'createCoreDnsRecord',
      );
      const patched = field === 'name' && value !== ABSENT ? ctx.uniqueName(String(value)) : value;
      const body = value === ABSENT ? { ttl: field === 'ttl' ? 900 : 1200 } : { [field]: patched };
      try {
        await expectSuccess(ctx, await ctx.api.call('updateCoreDnsRecord', { params: { id: String(created.id) }, body }));
      } finally {
        await ctx.api.call('deleteCoreDnsRecord', { params: { id: String(created.id) } });
      }
    },
  },
};

const describe = (value: Form) => (value === ABSENT ? 'absent' : JSON.stringify(value));

for (const row of optionalFields()) {
  const key = `${row.operation}.${row.field}`;
  if (key in SKIPPED) continue;
  const sender = SENDERS[row.operation];
  if (!sender) throw new Error(`optional-fields matrix: ${key} is in ${row.contracts.join(', ')} but has no SENDERS row and is not SKIPPED`);
  const forms = validForms(row);
  check(
    {
      id: `OPTIONAL-${row.operation}-${row.field.toUpperCase().replaceAll('_', '-')}`,
      title: `accepts ${row.field} ${forms.map(describe).join(', ')} on ${row.operation} (an optional field in each valid form)`,
      operation: row.operation,
      spec: sender.spec,
      requirements: sender.requirements,
      ...(sender.iface ? { iface: sender.iface } : {}),
      ...(sender.needs ? { needs: sender.needs } : {}),
      // Holds on a key another run shares: it asserts only that each form is served, which another run's settings cannot change; the
      // domain-update checks that read the settings back measure while others are quiet (harness/shared-key.ts).
      ...(sender.exclusive ? { exclusive: sender.exclusive, holdsOnSharedKey: true as const } : {}),
      ...(sender.timeout ? { timeout: sender.timeout } : {}),
    },
    async (ctx) => {
      // The sentence enforced: see sender.sentence; the field's schema is in row.contracts.
      for (const value of forms) {
        try {
          await sender.send(ctx, row.field, value);
        } catch (e) {
          fail(`${row.field} ${describe(value)} (${sender.spec} "${sender.sentence}"): ${(e as Error).message}`);
        }
      }
    },
  );
}
