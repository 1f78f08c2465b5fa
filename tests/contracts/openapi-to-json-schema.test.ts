// contracts/openapi-to-json-schema.ts turns OpenAPI 3.0 schemas (nullable, annotations) into JSON Schema ajv compiles.
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { OPENAPI_ONLY_KEYWORDS, toJsonSchema } from '../../contracts/openapi-to-json-schema.js';

function validator(openApiSchema: object) {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  return ajv.compile(toJsonSchema(openApiSchema));
}

describe('toJsonSchema', () => {
  it('turns nullable: true with a type into a type list with null', () => {
    expect(toJsonSchema({ type: 'integer', nullable: true })).toEqual({ type: ['integer', 'null'] });
    const validate = validator({ type: 'integer', nullable: true });
    expect(validate(null)).toBe(true);
    expect(validate(3)).toBe(true);
    expect(validate('3')).toBe(false);
  });

  it('adds null to an enum of a nullable schema', () => {
    expect(toJsonSchema({ type: 'string', enum: ['a'], nullable: true })).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(validator({ type: 'string', enum: ['a'], nullable: true })(null)).toBe(true);
  });

  it('leaves a schema without nullable (OpenAPI default false) rejecting null', () => {
    expect(validator({ type: 'string', format: 'date-time' })(null)).toBe(false);
    expect(validator({ type: 'string', nullable: false })(null)).toBe(false);
  });

  it('wraps a nullable allOf/$ref-style schema without type in anyOf with null, keeping its description', () => {
    const converted = toJsonSchema({
      nullable: true,
      description: 'd',
      allOf: [{ type: 'string', minLength: 2 }],
    });
    expect(converted).toEqual({ description: 'd', anyOf: [{ allOf: [{ type: 'string', minLength: 2 }] }, { type: 'null' }] });
    const validate = validator({ nullable: true, allOf: [{ type: 'string', minLength: 2 }] });
    expect(validate(null)).toBe(true);
    expect(validate('ab')).toBe(true);
    expect(validate('a')).toBe(false);
  });

  it('converts recursively: properties, items, additionalProperties, allOf, anyOf, oneOf, not', () => {
    const nullableInt = { type: 'integer', nullable: true };
    const converted = toJsonSchema({
      type: 'object',
      properties: { a: nullableInt, list: { type: 'array', items: nullableInt } },
      additionalProperties: nullableInt,
      allOf: [{ properties: { b: nullableInt } }],
      anyOf: [{ properties: { c: nullableInt } }],
      oneOf: [{ properties: { d: nullableInt } }],
      not: { properties: { e: { type: 'string', nullable: true, example: 'x' } }, required: ['e'] },
    });
    const int = { type: ['integer', 'null'] };
    expect(converted).toEqual({
      type: 'object',
      properties: { a: int, list: { type: 'array', items: int } },
      additionalProperties: int,
      allOf: [{ properties: { b: int } }],
      anyOf: [{ properties: { c: int } }],
      oneOf: [{ properties: { d: int } }],
      not: { properties: { e: { type: ['string', 'null'] } }, required: ['e'] },
    });
  });

  it('drops OpenAPI-only keywords and x- extensions, so ajv in strict mode accepts the result', () => {
    const schema = {
      type: 'object',
      example: { a: 1 },
      xml: { name: 'a' },
      externalDocs: { url: 'https://example.com' },
      discriminator: { propertyName: 'kind' },
      deprecated: false,
      'x-spec': '§2',
      properties: {
        kind: { type: 'string', readOnly: true },
        secret: { type: 'string', writeOnly: true },
      },
    };
    const converted = toJsonSchema(schema) as Record<string, unknown>;
    for (const keyword of [...OPENAPI_ONLY_KEYWORDS, 'x-spec']) expect(converted).not.toHaveProperty(keyword);
    expect(converted.properties).toEqual({ kind: { type: 'string' }, secret: { type: 'string' } });
    expect(() => validator(schema)).not.toThrow();
  });

  it('keeps properties that happen to be named like OpenAPI keywords', () => {
    const converted = toJsonSchema({ type: 'object', properties: { nullable: { type: 'boolean' }, example: { type: 'string' } } });
    expect(converted).toEqual({ type: 'object', properties: { nullable: { type: 'boolean' }, example: { type: 'string' } } });
  });

  it('does not modify its input', () => {
    const schema = { type: 'object', properties: { p: { type: 'integer', nullable: true, example: 1 } } };
    const copy = structuredClone(schema);
    toJsonSchema(schema);
    expect(schema).toEqual(copy);
  });

  it('keeps shared sub-schemas shared and survives circular schemas', () => {
    const node: Record<string, unknown> = { type: 'object', nullable: true, properties: {} };
    (node.properties as Record<string, unknown>).child = node;
    const converted = toJsonSchema(node) as Record<string, unknown>;
    expect((converted.properties as Record<string, unknown>).child).toBe(converted);
    expect(converted.type).toEqual(['object', 'null']);
  });

  it('passes booleans through and rejects non-schemas', () => {
    expect(toJsonSchema(true)).toBe(true);
    expect(toJsonSchema({ type: 'object', additionalProperties: false })).toEqual({ type: 'object', additionalProperties: false });
    expect(() => toJsonSchema({ properties: { a: 3 } })).toThrow(TypeError);
  });
});
