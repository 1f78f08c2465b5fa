// Every response declares the §8 rate-limit headers; error responses offer the §7 formats; response schemas
// state the documented fields as required and stay open to extra properties.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { limits } from '../../contracts/spec-data.js';
import { INTERFACES, componentSchema, dereferencedContract, operationsOf, rawContract, responseSchemaOf } from './contract-documents.js';

type Schema = OpenAPIV3.SchemaObject;

const docs = {} as Record<'core' | 'extended', OpenAPIV3.Document>;
beforeAll(async () => {
  for (const kind of INTERFACES) docs[kind] = await dereferencedContract(kind);
});

/** Every response of every operation, dereferenced, labelled "operationId status". */
function allResponses(doc: OpenAPIV3.Document): [string, OpenAPIV3.ResponseObject][] {
  return operationsOf(doc).flatMap(({ operation }) =>
    Object.entries(operation.responses).map(
      ([status, r]) => [`${operation.operationId} ${status}`, r as OpenAPIV3.ResponseObject] as [string, OpenAPIV3.ResponseObject],
    ),
  );
}

/** Walks a schema and its sub-schemas once each. */
function walk(schema: unknown, visit: (s: Record<string, unknown>) => void, seen = new Set<unknown>()): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  if (Array.isArray(schema)) {
    for (const s of schema) walk(s, visit, seen);
    return;
  }
  const s = schema as Record<string, unknown>;
  visit(s);
  for (const key of ['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf']) walk(s[key], visit, seen);
  if (s.properties) for (const p of Object.values(s.properties as object)) walk(p, visit, seen);
}

describe.each(INTERFACES)('%s.openapi.yaml responses', (kind) => {
  it('every response declares X-RateLimit-Limit and -Remaining as required integers, -Reset as a required number of seconds (§8)', () => {
    const responses = allResponses(docs[kind]);
    expect(responses.length).toBeGreaterThan(0);
    for (const [label, response] of responses) {
      const headers = response.headers ?? {};
      expect(Object.keys(headers), label).toEqual(expect.arrayContaining(limits.rateLimitHeaders));
      for (const name of limits.rateLimitHeaders) {
        const header = headers[name] as OpenAPIV3.HeaderObject;
        expect(header.required, `${label} ${name}`).toBe(true);
        // "Unix timestamp": seconds, whole or with a fraction (AMB-RATE-LIMIT-RESET-FORM); the other two count requests.
        expect(header.schema, `${label} ${name}`).toEqual(name === 'X-RateLimit-Reset' ? { type: 'number', minimum: 0 } : { type: 'integer' });
      }
    }
  });

  it('every response with a body is application/json, and DELETE 204 has none', () => {
    for (const { method, operation } of operationsOf(docs[kind])) {
      for (const [status, r] of Object.entries(operation.responses)) {
        const content = (r as OpenAPIV3.ResponseObject).content;
        if (status === '204') expect(content, `${operation.operationId} 204`).toBeUndefined();
        else expect(Object.keys(content ?? {}), `${operation.operationId} ${status}`).toEqual(['application/json']);
      }
      if (method === 'DELETE') expect(operation.responses['204']).toBeDefined();
    }
  });

  it('every operation documents 401 (§5 rule 3) and 429 (§8)', () => {
    for (const { operation } of operationsOf(docs[kind])) {
      expect(Object.keys(operation.responses), String(operation.operationId)).toEqual(expect.arrayContaining(['401', '429']));
    }
  });

  it('error statuses are among 400, 401, 403, 404, 409, 422, 429, and 403/409 appear only in the extended form', () => {
    const allowed = kind === 'core' ? ['400', '401', '404', '422', '429'] : ['400', '401', '403', '404', '409', '422', '429'];
    for (const [label] of allResponses(docs[kind])) {
      const status = label.split(' ')[1];
      if (Number(status) >= 400) expect(allowed, label).toContain(status);
    }
  });

  it('no response schema forbids extra properties (responses are read leniently)', () => {
    for (const [label, response] of allResponses(docs[kind])) {
      walk(response.content?.['application/json']?.schema, (s) => expect(s.additionalProperties, label).not.toBe(false));
    }
  });
});

describe('error formats (§7)', () => {
  it('extended: every error response offers both formats through Error = oneOf [ErrorList, ErrorObject]', () => {
    const error = componentSchema(docs.extended, 'Error');
    expect(error.oneOf).toEqual([componentSchema(docs.extended, 'ErrorList'), componentSchema(docs.extended, 'ErrorObject')]);
    // Raw document: each error response refers to #/components/schemas/Error, not a copy of it.
    const raw = rawContract('extended');
    for (const [name, response] of Object.entries(raw.components?.responses ?? {})) {
      expect((response as OpenAPIV3.ResponseObject).content?.['application/json']?.schema, name).toEqual({ $ref: '#/components/schemas/Error' });
    }
    for (const [label, response] of allResponses(docs.extended)) {
      if (Number(label.split(' ')[1]) >= 400) expect(response.content?.['application/json']?.schema, label).toBe(error);
    }
  });

  it('core: every error response uses the list format {errors: [string]} with at least one message', () => {
    const list = componentSchema(docs.core, 'ErrorList');
    expect(list).toMatchObject({ type: 'object', required: ['errors'], properties: { errors: { type: 'array', minItems: 1, items: { type: 'string' } } } });
    for (const [label, response] of allResponses(docs.core)) {
      if (Number(label.split(' ')[1]) >= 400) expect(response.content?.['application/json']?.schema, label).toBe(list);
    }
  });

  it('ErrorObject is {error, message, details?: {field, code}}', () => {
    const object = componentSchema(docs.extended, 'ErrorObject');
    expect(object.required).toEqual(['error', 'message']);
    expect(Object.keys(object.properties ?? {})).toEqual(['error', 'message', 'details']);
    expect((object.properties!.details as Schema).required).toEqual(['field', 'code']);
  });
});

describe('documented response fields are required (§2, §4)', () => {
  const required = (kind: 'core' | 'extended', operationId: string, status: string): string[] => {
    const schema = responseSchemaOf(docs[kind], operationId, status);
    // allOf schemas (UserDetail, DomainDetail) require the union of their parts.
    const parts = schema.allOf ? (schema.allOf as Schema[]) : [schema];
    return parts.flatMap((p) => p.required ?? []);
  };

  it.each([
    ['core', 'createUser', '201', ['user_identifier', 'login_url']],
    ['core', 'listUserDomains', '200', ['domains']],
    ['core', 'getDomain', '200', ['id', 'name']],
    ['core', 'createCoreDnsRecord', '201', ['id', 'type', 'name', 'value', 'ttl']],
    ['core', 'getCoreDnsRecord', '200', ['id', 'type', 'name', 'value', 'ttl']],
    ['core', 'updateCoreDnsRecord', '200', ['id', 'type', 'name', 'value', 'ttl']],
    ['extended', 'createUser', '201', ['user_identifier', 'login_url', 'expires_at']],
    // AMB-MISSING-VALUE: email and last_login may not exist (null or absent), so they are not required.
    ['extended', 'getUser', '200', ['user_identifier', 'created_at', 'domain_count', 'total_spent']],
    ['extended', 'listUsers', '200', ['users', 'total', 'limit', 'offset']],
    ['extended', 'updateUser', '200', ['user_identifier', 'updated_at']],
    ['extended', 'listUserDomains', '200', ['domains', 'total']],
    [
      'extended',
      'getDomain',
      '200',
      // purchased_at and expires_at: required unless the domain is pending (AMB-MISSING-VALUE; the anyOf of DomainListEntry).
      ['id', 'name', 'status', 'auto_renew', 'dns_records_count', 'registrar', 'user_identifier', 'nameservers', 'whois_privacy', 'dns_records', 'pricing'],
    ],
    ['extended', 'updateDomain', '200', ['id', 'name', 'auto_renew', 'whois_privacy', 'updated_at']],
    ['extended', 'renewDomain', '200', ['id', 'name', 'expires_at', 'renewal_cost', 'currency', 'renewed_at']],
    ['extended', 'initiateTransfer', '201', ['transfer_id', 'domain_name', 'status', 'estimated_completion', 'cost', 'currency']],
    // AMB-TRANSFER-STARTED-AT: started_at may not exist while the transfer has not been processed (required in_progress and completed, in the anyOf).
    ['extended', 'getTransfer', '200', ['transfer_id', 'domain_name', 'status']],
    ['extended', 'listTlds', '200', ['tlds']],
    ['extended', 'checkAvailability', '200', ['domain_name', 'available', 'price', 'currency', 'premium', 'suggestions']],
    ['extended', 'listDnsRecords', '200', ['records', 'total']],
    ['extended', 'createDnsRecord', '201', ['id', 'type', 'name', 'content', 'ttl', 'priority', 'created_at', 'updated_at']],
    ['extended', 'updateDnsRecord', '200', ['id', 'type', 'name', 'content', 'ttl', 'priority', 'created_at', 'updated_at']],
    ['extended', 'bulkCreateDnsRecords', '201', ['created', 'errors']],
    ['extended', 'applyDnsTemplate', '201', ['template_id', 'records_created']],
  ] as const)('%s %s %s requires %j', (kind, operationId, status, fields) => {
    expect(required(kind, operationId, status).sort()).toEqual([...fields].sort());
  });

  it('nested shapes: bulk created/errors, template records, TLD entries, domain list entries, user list entries', () => {
    const ext = docs.extended;
    const itemsRequired = (schema: Schema, name: string) => ((schema.properties![name] as OpenAPIV3.ArraySchemaObject).items as Schema).required;
    expect(itemsRequired(componentSchema(ext, 'BulkResponse'), 'created')).toEqual(['id', 'type', 'name', 'content', 'ttl']);
    expect(itemsRequired(componentSchema(ext, 'BulkResponse'), 'errors')).toEqual(['record', 'error']);
    expect(itemsRequired(componentSchema(ext, 'TemplateResponse'), 'records_created')).toEqual(['id', 'type', 'name', 'content']);
    expect(itemsRequired(componentSchema(ext, 'TldList'), 'tlds')).toEqual([
      'tld',
      'registration_price',
      'renewal_price',
      'transfer_price',
      'currency',
      'available',
    ]);
    expect(itemsRequired(componentSchema(ext, 'DomainList'), 'domains')).toEqual(componentSchema(ext, 'DomainListEntry').required);
    expect(itemsRequired(componentSchema(ext, 'UserList'), 'users')).toEqual(['user_identifier', 'created_at', 'domain_count']);
    expect(itemsRequired(componentSchema(ext, 'DnsRecordList'), 'records')).toEqual(componentSchema(ext, 'DnsRecord').required);
    expect(itemsRequired(componentSchema(docs.core, 'DomainList'), 'domains')).toEqual(['id', 'name']);
  });

  it('nullable where §2 says so: record priority, transfer completed_at and domain_id, availability price and currency', () => {
    const ext = docs.extended;
    const nullable = (schema: string, field: string) => (componentSchema(ext, schema).properties![field] as Schema).nullable;
    expect(nullable('DnsRecord', 'priority')).toBe(true);
    expect(nullable('TransferStatusRead', 'completed_at')).toBe(true);
    expect(nullable('TransferStatusRead', 'domain_id')).toBe(true);
    expect(nullable('Availability', 'price')).toBe(true);
    expect(nullable('Availability', 'currency')).toBe(true);
  });
});
