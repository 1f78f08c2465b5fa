// Loads the two OpenAPI contracts (raw and dereferenced) and lists their operations, for tests/contracts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { parse } from 'yaml';
import type { OpenAPIV3 } from 'openapi-types';
import { CONTRACTS_DIR, type HttpMethod, type Interface } from '../../contracts/spec-data.js';

export const CONTRACT_FILES: Record<Interface, string> = {
  core: join(CONTRACTS_DIR, 'core.openapi.yaml'),
  extended: join(CONTRACTS_DIR, 'extended.openapi.yaml'),
};

export const INTERFACES: Interface[] = ['core', 'extended'];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The document as written, $refs unresolved: for the x-* extensions and the shape of the YAML itself. */
export function rawContract(kind: Interface): OpenAPIV3.Document {
  return parse(readFileSync(CONTRACT_FILES[kind], 'utf8')) as OpenAPIV3.Document;
}

const dereferenced = new Map<Interface, Promise<OpenAPIV3.Document>>();

/** The document with every $ref resolved (one parse per test file). */
export function dereferencedContract(kind: Interface): Promise<OpenAPIV3.Document> {
  let doc = dereferenced.get(kind);
  if (!doc) {
    doc = SwaggerParser.dereference(CONTRACT_FILES[kind]) as Promise<OpenAPIV3.Document>;
    dereferenced.set(kind, doc);
  }
  return doc;
}

/** The operation extensions every contract operation carries. */
export interface ContractOperationExtensions {
  'x-spec'?: string | string[];
  'x-rate-limit-group'?: string;
  'x-interface'?: Interface;
  'x-ambiguities'?: string[];
}

export type ContractOperation = OpenAPIV3.OperationObject & ContractOperationExtensions;

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: ContractOperation;
  /** Path-level parameters, which apply to every operation of the path. */
  pathParameters: OpenAPIV3.PathItemObject['parameters'];
}

export function operationsOf(doc: OpenAPIV3.Document): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!item) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) {
        entries.push({
          method: method.toUpperCase() as HttpMethod,
          path,
          operation: operation as ContractOperation,
          pathParameters: item.parameters,
        });
      }
    }
  }
  return entries;
}

export function findOperation(doc: OpenAPIV3.Document, operationId: string): OperationEntry {
  const entry = operationsOf(doc).find((e) => e.operation.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId} in ${doc.info.title}`);
  return entry;
}

/** "/api/v1/users/{user_id}/domains" -> "/api/v1/users/{}/domains": §4.1 and §4.3 name the same parameter differently. */
export function normalisePath(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

export function componentSchema(doc: OpenAPIV3.Document, name: string): OpenAPIV3.SchemaObject {
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`no schema ${name} in ${doc.info.title}`);
  return schema as OpenAPIV3.SchemaObject;
}

/** The JSON body schema of an operation's request (dereferenced documents only). */
export function requestSchemaOf(doc: OpenAPIV3.Document, operationId: string): OpenAPIV3.SchemaObject {
  const body = findOperation(doc, operationId).operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const schema = body?.content['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} has no JSON request body`);
  return schema as OpenAPIV3.SchemaObject;
}

/** The JSON body schema of one response of an operation (dereferenced documents only). */
export function responseSchemaOf(doc: OpenAPIV3.Document, operationId: string, status: string): OpenAPIV3.SchemaObject {
  const response = findOperation(doc, operationId).operation.responses[status] as OpenAPIV3.ResponseObject | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} has no JSON body for ${status}`);
  return schema as OpenAPIV3.SchemaObject;
}

/** A parameter of an operation, looked up on the operation and then on its path (dereferenced documents only). */
export function parameterOf(doc: OpenAPIV3.Document, operationId: string, name: string): OpenAPIV3.ParameterObject {
  const entry = findOperation(doc, operationId);
  const all = [...(entry.operation.parameters ?? []), ...(entry.pathParameters ?? [])] as OpenAPIV3.ParameterObject[];
  const found = all.find((p) => p.name === name);
  if (!found) throw new Error(`${operationId} has no parameter ${name}`);
  return found;
}
