// The contracts' numbers and enums equal contracts/limits.yaml (§2, §3, §7, §8): one source of truth for the data.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { constants, limits } from '../../contracts/spec-data.js';
import { INTERFACES, componentSchema, dereferencedContract, operationsOf, parameterOf, requestSchemaOf } from './contract-documents.js';

type Schema = OpenAPIV3.SchemaObject;

let core: OpenAPIV3.Document;
let extended: OpenAPIV3.Document;
beforeAll(async () => {
  core = await dereferencedContract('core');
  extended = await dereferencedContract('extended');
});

const prop = (schema: Schema, name: string): Schema => {
  const found = schema.properties?.[name];
  if (!found) throw new Error(`no property ${name}`);
  return found as Schema;
};
/** The branch of DnsRecordTypeRules that applies to one record type. */
const branchOfType = (rules: Schema, type: string): Schema => {
  const branch = (rules.oneOf as Schema[]).find((b) => (prop(b, 'type').enum as string[]).includes(type));
  if (!branch) throw new Error(`no branch for ${type}`);
  return branch;
};

describe('§2.3 DNS record rules (extended)', () => {
  it(`ttl is an integer ${constants.dnsTtlMin}-${constants.dnsTtlMax} on create (default ${constants.dnsTtlDefaultExtended}) and update`, () => {
    const create = prop(componentSchema(extended, 'DnsRecordFields'), 'ttl');
    expect(create).toMatchObject({ type: 'integer', minimum: constants.dnsTtlMin, maximum: constants.dnsTtlMax, default: constants.dnsTtlDefaultExtended });
    const update = prop(componentSchema(extended, 'DnsRecordUpdateRequest'), 'ttl');
    expect(update).toMatchObject({ type: 'integer', minimum: constants.dnsTtlMin, maximum: constants.dnsTtlMax });
  });

  it(`name is ${constants.dnsNameMinLength}-${constants.dnsNameMaxLength} characters matching constants.dnsNamePattern, on create and update`, () => {
    const expected = { type: 'string', minLength: constants.dnsNameMinLength, maxLength: constants.dnsNameMaxLength, pattern: constants.dnsNamePattern };
    expect(componentSchema(extended, 'DnsName')).toMatchObject(expected);
    expect(prop(componentSchema(extended, 'DnsRecordFields'), 'name')).toMatchObject(expected);
    expect(prop(componentSchema(extended, 'DnsRecordUpdateRequest'), 'name')).toMatchObject(expected);
  });

  it(`TXT content is at most ${constants.txtStringMaxLength} characters`, () => {
    const txt = branchOfType(componentSchema(extended, 'DnsRecordTypeRules'), 'TXT');
    expect(prop(txt, 'content').maxLength).toBe(constants.txtStringMaxLength);
  });

  it('the per-type rules have exactly one branch per extended type', () => {
    const rules = componentSchema(extended, 'DnsRecordTypeRules').oneOf as Schema[];
    expect(rules.flatMap((b) => prop(b, 'type').enum)).toEqual(limits.enums.extendedDnsTypes);
  });

  it('the create request is the fields and the per-type rules together', () => {
    const create = requestSchemaOf(extended, 'createDnsRecord');
    expect(create.allOf).toEqual([componentSchema(extended, 'DnsRecordFields'), componentSchema(extended, 'DnsRecordTypeRules')]);
  });
});

describe('§2.3 type enums', () => {
  it('extended type enum = enums.extendedDnsTypes wherever a record type is stated', () => {
    expect(componentSchema(extended, 'DnsRecordType').enum).toEqual(limits.enums.extendedDnsTypes);
    for (const name of ['DnsRecord', 'DnsRecordFields', 'BulkCreatedRecord', 'TemplateCreatedRecord', 'DomainDnsRecordSummary']) {
      expect(prop(componentSchema(extended, name), 'type').enum, name).toEqual(limits.enums.extendedDnsTypes);
    }
  });

  it('core type enum = enums.coreDnsTypes on the record, create and update', () => {
    for (const name of ['CoreDnsRecordType']) expect(componentSchema(core, name).enum).toEqual(limits.enums.coreDnsTypes);
    for (const name of ['DnsRecord', 'DnsRecordCreateRequest', 'DnsRecordUpdateRequest']) {
      expect(prop(componentSchema(core, name), 'type').enum, name).toEqual(limits.enums.coreDnsTypes);
    }
  });

  it(`core ttl defaults to ${constants.dnsTtlDefaultCore} and carries no range (AMB-CORE-VALIDATION)`, () => {
    const ttl = prop(componentSchema(core, 'DnsRecordCreateRequest'), 'ttl');
    expect(ttl).toEqual({ type: 'integer', default: constants.dnsTtlDefaultCore });
  });
});

describe('§2.1 user identifier and e-mail', () => {
  it.each(INTERFACES)(`%s: user_identifier is at most ${constants.userIdentifierMaxLength} characters of constants.userIdentifierPattern`, (kind) => {
    const doc = kind === 'core' ? core : extended;
    const schema = prop(componentSchema(doc, 'UserCreateRequest'), 'user_identifier');
    expect(schema).toMatchObject({ type: 'string', maxLength: constants.userIdentifierMaxLength, pattern: constants.userIdentifierPattern });
    expect(prop(componentSchema(doc, 'UserCreateRequest'), 'email')).toMatchObject({ type: 'string', format: 'email' });
    expect(componentSchema(doc, 'UserCreateRequest').required).toEqual(['user_identifier']);
  });

  it('extended path parameter and transfer owner use the same user identifier rules', () => {
    const expected = { maxLength: constants.userIdentifierMaxLength, pattern: constants.userIdentifierPattern };
    for (const id of ['getUser', 'updateUser', 'deleteUser', 'listUserDomains']) {
      expect(parameterOf(extended, id, 'user_identifier').schema, id).toMatchObject(expected);
    }
    const owner = prop(componentSchema(extended, 'TransferRequest'), 'user_identifier');
    expect((owner.allOf as Schema[])[0]).toMatchObject(expected);
  });
});

describe('§4.2 and §8 list users query', () => {
  it(`limit: integer, max ${constants.listUsersLimitMax}, default ${constants.listUsersLimitDefault}`, () => {
    expect(parameterOf(extended, 'listUsers', 'limit').schema).toEqual({
      type: 'integer',
      maximum: constants.listUsersLimitMax,
      default: constants.listUsersLimitDefault,
    });
  });

  it(`offset: integer, min 0, default ${constants.listUsersOffsetDefault}`, () => {
    expect(parameterOf(extended, 'listUsers', 'offset').schema).toEqual({ type: 'integer', minimum: 0, default: constants.listUsersOffsetDefault });
  });

  it('sort and order: the enums and defaults of limits.yaml', () => {
    expect(parameterOf(extended, 'listUsers', 'sort').schema).toEqual({
      type: 'string',
      enum: constants.listUsersSortFields,
      default: constants.listUsersSortDefault,
    });
    expect(parameterOf(extended, 'listUsers', 'order').schema).toEqual({
      type: 'string',
      enum: constants.listUsersOrders,
      default: constants.listUsersOrderDefault,
    });
  });

  it(`the response never echoes a limit over ${constants.listUsersLimitMax} nor returns more users`, () => {
    const list = componentSchema(extended, 'UserList');
    expect(prop(list, 'limit').maximum).toBe(constants.listUsersLimitMax);
    expect(prop(list, 'users').maxItems).toBe(constants.listUsersLimitMax);
  });
});

describe('§4.3 and §8 renew years', () => {
  it(`years: required integer ${constants.renewYearsMin}-${constants.renewYearsMax}`, () => {
    const renew = requestSchemaOf(extended, 'renewDomain');
    expect(renew.required).toEqual(['years']);
    expect(prop(renew, 'years')).toMatchObject({ type: 'integer', minimum: constants.renewYearsMin, maximum: constants.renewYearsMax });
  });
});

describe('§3 status enums and §7 error codes', () => {
  it('domain status enum = enums.domainStatuses', () => {
    expect(componentSchema(extended, 'DomainStatus').enum).toEqual(limits.enums.domainStatuses);
    expect(prop(componentSchema(extended, 'DomainListEntry'), 'status').enum).toEqual(limits.enums.domainStatuses);
  });

  it('transfer status enum = enums.transferStatuses; initiation answers pending', () => {
    expect(componentSchema(extended, 'TransferStatus').enum).toEqual(limits.enums.transferStatuses);
    expect(prop(componentSchema(extended, 'TransferStatusRead'), 'status').enum).toEqual(limits.enums.transferStatuses);
    const initiation = prop(componentSchema(extended, 'TransferInitiation'), 'status').allOf as Schema[];
    expect(initiation).toEqual([componentSchema(extended, 'TransferStatus'), { enum: ['pending'] }]);
  });

  it('ErrorObject.error enum = the §7 codes of enums.errorCodes', () => {
    expect(prop(componentSchema(extended, 'ErrorObject'), 'error').enum).toEqual(Object.values(limits.enums.errorCodes));
  });

  it.each(INTERFACES)('%s: every error response names the §7 code of its status in x-error-code', (kind) => {
    const doc = kind === 'core' ? core : extended;
    for (const { operation } of operationsOf(doc)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect((response as unknown as Record<string, unknown>)['x-error-code'], `${operation.operationId} ${status}`).toBe(limits.enums.errorCodes[status]);
      }
    }
  });
});

describe('§8 rate-limit headers', () => {
  it.each(INTERFACES)('%s declares exactly the headers of limits.rateLimitHeaders', (kind) => {
    const doc = kind === 'core' ? core : extended;
    expect(Object.keys(doc.components?.headers ?? {})).toEqual(limits.rateLimitHeaders);
  });
});
