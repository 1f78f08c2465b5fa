// Example bodies against the dereferenced contracts (through toJsonSchema + ajv): the rules of §2, §4 and §7
// accept what the spec allows and reject what it forbids.
import { beforeAll, describe, expect, it } from 'vitest';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { constants } from '../../contracts/spec-data.js';
import { toJsonSchema } from '../../contracts/openapi-to-json-schema.js';
import { componentSchema, dereferencedContract, parameterOf, requestSchemaOf, responseSchemaOf } from './contract-documents.js';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();
function accepts(schema: object, body: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema));
    compiled.set(schema, validate);
  }
  return validate(body);
}

let core: OpenAPIV3.Document;
let ext: OpenAPIV3.Document;
beforeAll(async () => {
  core = await dereferencedContract('core');
  ext = await dereferencedContract('extended');
});

const TIME = '2024-05-01T12:00:00Z';

describe('extended DNS record create body (§2.3 rules 1-5, §4.4)', () => {
  const create = () => requestSchemaOf(ext, 'createDnsRecord');
  const a = { type: 'A', name: 'www', content: '192.0.2.10' };

  it.each([
    ['an A record without ttl', a],
    [`ttl ${constants.dnsTtlMin}`, { ...a, ttl: constants.dnsTtlMin }],
    [`ttl ${constants.dnsTtlMax}`, { ...a, ttl: constants.dnsTtlMax }],
    ['name @ for an A record', { ...a, name: '@' }],
    ['a dotted name', { ...a, name: 'a.b-c.d' }],
    [`a name of ${constants.dnsNameMaxLength} characters`, { ...a, name: 'a'.repeat(constants.dnsNameMaxLength) }],
    ['an AAAA record', { type: 'AAAA', name: 'v6', content: '2001:db8::1' }],
    ['a CNAME off the root', { type: 'CNAME', name: 'www', content: 'example.com' }],
    ['an MX record with priority', { type: 'MX', name: '@', content: 'mail.example.com', priority: 10 }],
    [`TXT content of ${constants.txtStringMaxLength} characters`, { type: 'TXT', name: '@', content: 'x'.repeat(constants.txtStringMaxLength) }],
    // §2.3 rule 1 allows no underscore, so the conventional _service._proto SRV name is not a valid name here.
    ['an SRV record with four parts', { type: 'SRV', name: 'sip', content: '10 5 5060 sip.example.com' }],
    ['an NS record', { type: 'NS', name: 'sub', content: 'ns1.example.com' }],
    ['a priority on an A record (AMB-PRIORITY-NOT-APPLICABLE)', { ...a, priority: 5 }],
    ['an extra field (requests are not closed)', { ...a, comment: 'x' }],
  ])('accepts %s', (_, body) => {
    expect(accepts(create(), body)).toBe(true);
  });

  it.each([
    [`ttl ${constants.dnsTtlMin - 1} (rule 2)`, { ...a, ttl: constants.dnsTtlMin - 1 }],
    [`ttl ${constants.dnsTtlMax + 1} (rule 2)`, { ...a, ttl: constants.dnsTtlMax + 1 }],
    ['a fractional ttl', { ...a, ttl: 300.5 }],
    ['a ttl as a string', { ...a, ttl: '300' }],
    ['an empty name (rule 1)', { ...a, name: '' }],
    [`a name of ${constants.dnsNameMaxLength + 1} characters (rule 1)`, { ...a, name: 'a'.repeat(constants.dnsNameMaxLength + 1) }],
    ['a name starting with a hyphen (rule 1)', { ...a, name: '-www' }],
    ['a name ending with a hyphen (rule 1)', { ...a, name: 'www-' }],
    ['a name with an underscore (rule 1)', { ...a, name: 'w_w' }],
    ['an A record with a non-IPv4 content (rule 3)', { ...a, content: '999.1.1.1' }],
    ['an AAAA record with an IPv4 content (rule 3)', { type: 'AAAA', name: 'v6', content: '192.0.2.1' }],
    [
      `TXT content of ${constants.txtStringMaxLength + 1} characters (rule 3)`,
      { type: 'TXT', name: '@', content: 'x'.repeat(constants.txtStringMaxLength + 1) },
    ],
    ['a CNAME on the root @ (rule 4)', { type: 'CNAME', name: '@', content: 'example.com' }],
    ['an MX record without priority (rule 5)', { type: 'MX', name: '@', content: 'mail.example.com' }],
    ['an MX record with priority null (rule 5)', { type: 'MX', name: '@', content: 'mail.example.com', priority: null }],
    ['an SRV content that is not four parts', { type: 'SRV', name: 'sip', content: 'sip.example.com' }],
    ['a type outside the extended enum', { type: 'PTR', name: 'www', content: 'example.com' }],
    ['a missing content', { type: 'A', name: 'www' }],
    ['a missing type', { name: 'www', content: '192.0.2.10' }],
  ])('rejects %s', (_, body) => {
    expect(accepts(create(), body)).toBe(false);
  });

  it('update: ttl 59 and a bad name are rejected, a partial body is accepted', () => {
    const update = requestSchemaOf(ext, 'updateDnsRecord');
    expect(accepts(update, { ttl: 120 })).toBe(true);
    expect(accepts(update, {})).toBe(true);
    expect(accepts(update, { ttl: 59 })).toBe(false);
    expect(accepts(update, { name: 'www-' })).toBe(false);
  });

  it('bulk: an envelope holding an invalid record is accepted (each record is validated on its own, §4.4)', () => {
    const bulk = requestSchemaOf(ext, 'bulkCreateDnsRecords');
    expect(accepts(bulk, { records: [a, { ...a, ttl: 59 }, { type: 'MX', name: '@', content: 'mx.example.com' }] })).toBe(true);
    expect(accepts(bulk, {})).toBe(false);
    expect(accepts(bulk, { records: 'a' })).toBe(false);
  });

  it('template: template_id is required and variables map to strings', () => {
    const template = requestSchemaOf(ext, 'applyDnsTemplate');
    expect(accepts(template, { template_id: 'web-basic', variables: { ipv4: '192.0.2.1' } })).toBe(true);
    expect(accepts(template, { variables: {} })).toBe(false);
    expect(accepts(template, { template_id: 'web-basic', variables: { ipv4: 1 } })).toBe(false);
  });
});

describe('core DNS record bodies (§2.3 core shape, AMB-CORE-VALIDATION)', () => {
  it('create requires domain_id, type, name, value and checks only types and the core enum', () => {
    const create = requestSchemaOf(core, 'createCoreDnsRecord');
    const body = { domain_id: 'd1', type: 'A', name: 'www', value: '192.0.2.10' };
    expect(accepts(create, body)).toBe(true);
    expect(accepts(create, { ...body, ttl: 59 })).toBe(true);
    expect(accepts(create, { ...body, type: 'SRV' })).toBe(false);
    expect(accepts(create, { type: 'A', name: 'www', value: '192.0.2.10' })).toBe(false);
  });

  it('the response needs id, type, name, value, ttl; priority, weight, port, target may be absent or null', () => {
    const record = responseSchemaOf(core, 'getCoreDnsRecord', '200');
    const body = { id: 'r1', type: 'A', name: 'www', value: '192.0.2.10', ttl: 3600 };
    expect(accepts(record, body)).toBe(true);
    expect(accepts(record, { ...body, priority: null, weight: null, port: null, target: null, extra: 1 })).toBe(true);
    expect(accepts(record, { id: 'r1', type: 'A', name: 'www', content: '192.0.2.10', ttl: 3600 })).toBe(false);
  });
});

describe('users (§2.1, §4.2)', () => {
  it.each(['core', 'extended'] as const)('%s create body: identifier pattern and length, e-mail format', (kind) => {
    const create = requestSchemaOf(kind === 'core' ? core : ext, 'createUser');
    expect(accepts(create, { user_identifier: 'user_1-A' })).toBe(true);
    expect(accepts(create, { user_identifier: 'u'.repeat(constants.userIdentifierMaxLength), email: 'a@example.com' })).toBe(true);
    expect(accepts(create, { user_identifier: 'u'.repeat(constants.userIdentifierMaxLength + 1) })).toBe(false);
    expect(accepts(create, { user_identifier: 'bad id' })).toBe(false);
    expect(accepts(create, { user_identifier: 'u1', email: 'not-an-email' })).toBe(false);
    expect(accepts(create, { email: 'a@example.com' })).toBe(false);
  });

  it('the extended session carries expires_at; the core one need not', () => {
    const session = { user_identifier: 'u1', login_url: 'https://app.example.com/login?t=abc' };
    expect(accepts(responseSchemaOf(core, 'createUser', '201'), session)).toBe(true);
    expect(accepts(responseSchemaOf(ext, 'createUser', '201'), session)).toBe(false);
    expect(accepts(responseSchemaOf(ext, 'createUser', '201'), { ...session, expires_at: TIME })).toBe(true);
  });

  it(`list query limit ${constants.listUsersLimitMax} is valid and ${constants.listUsersLimitMax + 1} is not`, () => {
    const limit = parameterOf(ext, 'listUsers', 'limit').schema as object;
    expect(accepts(limit, constants.listUsersLimitMax)).toBe(true);
    expect(accepts(limit, constants.listUsersLimitMax + 1)).toBe(false);
    expect(accepts(parameterOf(ext, 'listUsers', 'offset').schema as object, -1)).toBe(false);
    expect(accepts(parameterOf(ext, 'listUsers', 'sort').schema as object, 'email')).toBe(false);
  });

  it('user detail: total_spent is a decimal string; email and last_login may be null or absent (AMB-MISSING-VALUE)', () => {
    const detail = responseSchemaOf(ext, 'getUser', '200');
    const body = { user_identifier: 'u1', email: null, created_at: TIME, last_login: null, domain_count: 0, total_spent: '0.00' };
    expect(accepts(detail, body)).toBe(true);
    const { email: _email, last_login: _login, ...withoutMissing } = body;
    expect(accepts(detail, withoutMissing)).toBe(true);
    expect(accepts(detail, { ...body, email: 42 })).toBe(false);
    expect(accepts(detail, { ...body, total_spent: 12.5 })).toBe(false);
    expect(accepts(detail, { ...body, total_spent: '12,50' })).toBe(false);
    const { total_spent: _omit, ...entry } = body;
    expect(accepts(detail, entry)).toBe(false);
  });
});

describe('domains, transfers, catalogue (§2.2, §2.4-2.6, §3, §4.3)', () => {
  it('renew years: 1 and 10 valid; 0, 11 and 1.5 invalid', () => {
    const renew = requestSchemaOf(ext, 'renewDomain');
    expect([1, 10].map((years) => accepts(renew, { years }))).toEqual([true, true]);
    expect([0, 11, 1.5].map((years) => accepts(renew, { years }))).toEqual([false, false, false]);
  });

  it('a domain has purchased_at and expires_at unless it is pending (AMB-MISSING-VALUE)', () => {
    const list = responseSchemaOf(ext, 'listUserDomains', '200');
    const entry = {
      id: 'd1',
      name: 'example.com',
      status: 'active',
      purchased_at: TIME,
      expires_at: TIME,
      auto_renew: true,
      dns_records_count: 0,
      registrar: 'R',
    };
    const { purchased_at: _p, expires_at: _e, ...undated } = entry;
    expect(accepts(list, { domains: [entry], total: 1 })).toBe(true);
    expect(accepts(list, { domains: [undated], total: 1 })).toBe(false);
    expect(accepts(list, { domains: [{ ...undated, status: 'pending' }], total: 1 })).toBe(true);
    expect(accepts(list, { domains: [{ ...entry, status: 'pending', purchased_at: null, expires_at: null }], total: 1 })).toBe(true);
    expect(accepts(list, { domains: [{ ...entry, expires_at: null }], total: 1 })).toBe(false);
  });

  it('a newly initiated transfer is pending (§3)', () => {
    const initiation = responseSchemaOf(ext, 'initiateTransfer', '201');
    const body = { transfer_id: 't1', domain_name: 'example.com', status: 'pending', estimated_completion: TIME, cost: '9.99', currency: 'USD' };
    expect(accepts(initiation, body)).toBe(true);
    expect(accepts(initiation, { ...body, status: 'in_progress' })).toBe(false);
  });

  it('a transfer status read has null completed_at/domain_id until completed, and both once completed (§3)', () => {
    const read = responseSchemaOf(ext, 'getTransfer', '200');
    const body = { transfer_id: 't1', domain_name: 'example.com', status: 'pending', started_at: TIME, completed_at: null, domain_id: null };
    expect(accepts(read, body)).toBe(true);
    const { completed_at: _c, domain_id: _d, ...omitted } = body;
    expect(accepts(read, omitted)).toBe(true); // AMB-MISSING-VALUE: absent until completed
    expect(accepts(read, { ...omitted, status: 'completed' })).toBe(false);
    expect(accepts(read, { ...body, status: 'completed' })).toBe(false);
    expect(accepts(read, { ...body, status: 'completed', completed_at: TIME, domain_id: 'd1' })).toBe(true);
    expect(accepts(read, { ...body, status: 'unknown' })).toBe(false);
  });

  it('a transfer status read may lack started_at until it is in_progress or completed, and never carries one that is not a timestamp', () => {
    const read = responseSchemaOf(ext, 'getTransfer', '200');
    const body = { transfer_id: 't1', domain_name: 'example.com', status: 'pending', started_at: null, completed_at: null, domain_id: null };
    const { started_at: _s, ...omitted } = body;
    for (const status of ['pending', 'failed', 'cancelled']) {
      expect(accepts(read, { ...body, status }), status).toBe(true); // AMB-TRANSFER-STARTED-AT: not processed (yet)
      expect(accepts(read, { ...omitted, status }), status).toBe(true);
    }
    expect(accepts(read, { ...body, status: 'in_progress' })).toBe(false);
    expect(accepts(read, { ...omitted, status: 'in_progress' })).toBe(false);
    expect(accepts(read, { ...body, status: 'in_progress', started_at: TIME })).toBe(true);
    const completed = { ...body, status: 'completed', completed_at: TIME, domain_id: 'd1' };
    expect(accepts(read, completed)).toBe(false);
    expect(accepts(read, { ...completed, started_at: TIME })).toBe(true);
    expect(accepts(read, { ...body, started_at: 1718000000 })).toBe(false);
  });

  it('availability: price and currency null when unavailable, decimal strings otherwise', () => {
    const availability = responseSchemaOf(ext, 'checkAvailability', '200');
    const body = { domain_name: 'example.com', available: false, price: null, currency: null, premium: false, suggestions: ['example.net'] };
    expect(accepts(availability, body)).toBe(true);
    expect(accepts(availability, { ...body, available: true, price: '12.99', currency: 'USD' })).toBe(true);
    expect(accepts(availability, { ...body, price: 12.99 })).toBe(false);
  });

  it('domain detail: the list entry fields plus the detail fields, status from §3', () => {
    const detail = responseSchemaOf(ext, 'getDomain', '200');
    const body = {
      id: 'd1',
      name: 'example.com',
      status: 'active',
      purchased_at: TIME,
      expires_at: TIME,
      auto_renew: true,
      dns_records_count: 1,
      registrar: 'R',
      user_identifier: 'u1',
      nameservers: ['ns1.example.com'],
      whois_privacy: false,
      dns_records: [{ id: 'r1', type: 'A', name: 'www', content: '192.0.2.1', ttl: 300, created_at: TIME }],
      pricing: { registration_price: '10.00', renewal_price: '12.00', currency: 'USD' },
    };
    expect(accepts(detail, body)).toBe(true);
    expect(accepts(detail, { ...body, status: 'deleted' })).toBe(false);
    const { pricing: _omit, ...withoutPricing } = body;
    expect(accepts(detail, withoutPricing)).toBe(false);
  });
});

describe('extended DNS responses are lenient to extra properties', () => {
  it('a bulk response with extra properties passes, and a created entry without ttl does not', () => {
    const bulk = responseSchemaOf(ext, 'bulkCreateDnsRecords', '201');
    const body = {
      created: [{ id: 'r1', type: 'A', name: 'www', content: '192.0.2.1', ttl: 300, priority: null, extra: true }],
      errors: [{ record: { type: 'MX', name: '@', content: 'mx.example.com' }, error: 'priority is required for MX', index: 1 }],
      summary: { created: 1, failed: 1 },
    };
    expect(accepts(bulk, body)).toBe(true);
    expect(accepts(bulk, { ...body, created: [{ id: 'r1', type: 'A', name: 'www', content: '192.0.2.1' }] })).toBe(false);
    expect(accepts(bulk, { created: [] })).toBe(false);
  });

  it('an extended record needs priority (null allowed) and both timestamps', () => {
    const record = responseSchemaOf(ext, 'createDnsRecord', '201');
    const body = { id: 'r1', type: 'A', name: 'www', content: '192.0.2.1', ttl: 300, priority: null, created_at: TIME, updated_at: TIME, domain_id: 'd1' };
    expect(accepts(record, body)).toBe(true);
    const { priority: _p, ...noPriority } = body;
    expect(accepts(record, noPriority)).toBe(false);
    expect(accepts(record, { ...body, updated_at: 'yesterday' })).toBe(false);
  });

  it('a template response lists the created records', () => {
    const template = responseSchemaOf(ext, 'applyDnsTemplate', '201');
    expect(accepts(template, { template_id: 'web-basic', records_created: [{ id: 'r1', type: 'A', name: '@', content: '192.0.2.1' }] })).toBe(true);
    expect(accepts(template, { template_id: 'web-basic' })).toBe(false);
  });
});

describe('error bodies (§7)', () => {
  const error = () => componentSchema(ext, 'Error');

  it('an ErrorList and an ErrorObject both pass the Error schema', () => {
    expect(accepts(error(), { errors: ['ttl must be between 60 and 86400'] })).toBe(true);
    expect(
      accepts(error(), {
        error: 'validation_error',
        message: 'user_identifier is required',
        details: { field: 'user_identifier', code: 'missing_required_field' },
      }),
    ).toBe(true);
    expect(accepts(error(), { error: 'not_found', message: 'no such domain' })).toBe(true);
  });

  it.each([
    ['an empty errors list', { errors: [] }],
    ['errors that are not strings', { errors: [{ message: 'x' }] }],
    ['an error code outside §7', { error: 'bogus', message: 'x' }],
    ['an object without message', { error: 'not_found' }],
    ['details without field', { error: 'unprocessable_entity', message: 'x', details: { code: 'invalid_format' } }],
    ['an empty object', {}],
  ])('rejects %s', (_, body) => {
    expect(accepts(error(), body)).toBe(false);
  });

  it('the core error body is the list format', () => {
    const list = responseSchemaOf(core, 'createUser', '400');
    expect(accepts(list, { errors: ['user_identifier is required'] })).toBe(true);
    expect(accepts(list, { error: 'validation_error', message: 'x' })).toBe(false);
  });
});
