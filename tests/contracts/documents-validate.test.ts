// The two contracts are valid OpenAPI 3.0.3, dereference, and carry the §5 bearer scheme globally.
import { describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { CONTRACT_FILES, INTERFACES, dereferencedContract, operationsOf, rawContract } from './contract-documents.js';

const EXPECTED_OPERATIONS = { core: 7, extended: 19 };

describe.each(INTERFACES)('%s.openapi.yaml', (kind) => {
  it('validates as an OpenAPI document with swagger-parser', async () => {
    const api = (await SwaggerParser.validate(CONTRACT_FILES[kind])) as OpenAPIV3.Document;
    expect(api.openapi).toBe('3.0.3');
  });

  it('dereferences to a document without any $ref left', async () => {
    const doc = await dereferencedContract(kind);
    const refs: string[] = [];
    const visit = (node: unknown, seen: Set<unknown>): void => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      seen.add(node);
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref') refs.push(String(value));
        visit(value, seen);
      }
    };
    visit(doc, new Set());
    expect(refs).toEqual([]);
  });

  it(`holds the ${EXPECTED_OPERATIONS[kind]} operations of its endpoint tables`, () => {
    expect(operationsOf(rawContract(kind))).toHaveLength(EXPECTED_OPERATIONS[kind]);
  });

  it('requires the bearer scheme of §5 on every operation, declared once globally', () => {
    const doc = rawContract(kind);
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearer: [] }]);
    // No operation opts out of the global requirement (§4: "require the bearer header from section 5").
    for (const { operation } of operationsOf(doc)) expect(operation.security).toBeUndefined();
  });

  it('names its interface in info.x-interface', () => {
    expect((rawContract(kind).info as unknown as Record<string, unknown>)['x-interface']).toBe(kind);
  });
});
