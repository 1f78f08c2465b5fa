// Validates response bodies against the contracts (ajv + ajv-formats over swagger-parser's dereferenced
// documents), choosing the schema by operation, interface and status.
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { CONTRACTS_DIR, type Interface } from '../contracts/spec-data.js';
import { toJsonSchema } from '../contracts/openapi-to-json-schema.js';
import { parseIso8601 } from './iso-8601.js';

type Doc = { paths: Record<string, Record<string, any>> };

export interface ContractValidator {
  /** Problems of a body against the operation's documented response for this status class; [] when it conforms. */
  validate(operationId: string, iface: Interface, status: number, body: unknown): string[];
  /** True when the contract documents a response body for the operation's success. */
  documentsSuccessBody(operationId: string, iface: Interface): boolean;
}

let loading: Promise<ContractValidator> | undefined;

export function contractValidator(): Promise<ContractValidator> {
  loading ??= load();
  return loading;
}

async function load(): Promise<ContractValidator> {
  const docs: Record<Interface, Doc> = {
    core: (await SwaggerParser.dereference(join(CONTRACTS_DIR, 'core.openapi.yaml'))) as unknown as Doc,
    extended: (await SwaggerParser.dereference(join(CONTRACTS_DIR, 'extended.openapi.yaml'))) as unknown as Doc,
  };
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // §2 "ISO 8601", not RFC 3339 alone: every form harness/iso-8601.ts reads (AMB-TIMESTAMP-FORM) passes the contracts' date-time.
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => parseIso8601(value) !== undefined });
  const compiled = new Map<string, ValidateFunction | null>();

  function findOperation(iface: Interface, operationId: string): any | undefined {
    for (const item of Object.values(docs[iface].paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method) && op?.operationId === operationId) return op;
      }
    }
    return undefined;
  }

  function responseFor(op: any, status: number): { key: string; response: any } | undefined {
    const responses = op.responses ?? {};
    if (responses[String(status)]) return { key: String(status), response: responses[String(status)] };
    const cls = `${String(status)[0]}XX`;
    if (responses[cls]) return { key: cls, response: responses[cls] };
    if (status >= 200 && status < 300) {
      // Success codes of extended operations are open (AMB-SUCCESS-STATUS): validate against the documented 2xx body.
      const key = Object.keys(responses).find((k) => /^2\d\d$/.test(k) && k !== '204');
      if (key) return { key, response: responses[key] };
    }
    if (status >= 400) {
      const key = Object.keys(responses).find((k) => /^4\d\d$/.test(k) && responses[k]?.content);
      if (key) return { key, response: responses[key] };
    }
    return undefined;
  }

  function validatorFor(iface: Interface, operationId: string, key: string, response: any): ValidateFunction | null {
    const id = `${iface}:${operationId}:${key}`;
    if (!compiled.has(id)) {
      const schema = response?.content?.['application/json']?.schema;
      compiled.set(id, schema ? ajv.compile(toJsonSchema(schema) as object) : null);
    }
    return compiled.get(id)!;
  }

  return {
    validate(operationId, iface, status, body) {
      const op = findOperation(iface, operationId);
      if (!op) return [`operation ${operationId} is not in the ${iface} contract`];
      const found = responseFor(op, status);
      if (!found) return [];
      const validate = validatorFor(iface, operationId, found.key, found.response);
      if (!validate) return [];
      if (validate(body)) return [];
      return (validate.errors ?? [])
        .slice(0, 5)
        .map(
          (e) =>
            `${e.instancePath || '(body)'} ${e.message}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify((e.params as any).allowedValues)}` : ''}`,
        );
    },
    documentsSuccessBody(operationId, iface) {
      const op = findOperation(iface, operationId);
      if (!op) return false;
      return Object.entries(op.responses ?? {}).some(([k, r]: [string, any]) => /^2\d\d$/.test(k) && r?.content);
    },
  };
}
