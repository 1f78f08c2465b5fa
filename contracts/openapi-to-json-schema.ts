// Converts an OpenAPI 3.0 Schema Object into JSON Schema (draft-07) that ajv compiles: the contracts' schemas,
// dereferenced, become validators for request and response bodies (harness and tests/contracts).
//
// OpenAPI 3.0 is a dialect, not JSON Schema: `nullable: true` means "null is also allowed", and a few keywords
// (example, xml, externalDocs, discriminator, readOnly, writeOnly, deprecated, x-*) are annotations that ajv
// either rejects or misreads. This converter rewrites `nullable` and drops those keywords, recursively.
// `$ref` strings are copied unchanged: pass a dereferenced schema (SwaggerParser.dereference), or register the
// converted components with ajv under the referenced ids yourself.

export type OpenApiSchema = { [keyword: string]: unknown };
export type JsonSchema = { [keyword: string]: unknown };

/** OpenAPI 3.0 keywords that are not JSON Schema validation keywords and are dropped. */
export const OPENAPI_ONLY_KEYWORDS: readonly string[] = ['nullable', 'example', 'xml', 'externalDocs', 'discriminator', 'readOnly', 'writeOnly', 'deprecated'];

const DROPPED = new Set(OPENAPI_ONLY_KEYWORDS);
/** Keywords whose value is a map of name to schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
/** Keywords whose value is one schema (or, for items, a list; for additionalProperties, a boolean). */
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'not', 'additionalItems', 'contains', 'propertyNames']);
/** Combinators: a nullable schema without `type` that uses one of these is wrapped in anyOf with null. */
const COMBINATORS = ['allOf', 'anyOf', 'oneOf', 'not', '$ref'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns a JSON Schema equivalent of an OpenAPI 3.0 schema object. The input is not modified.
 * - `nullable: true` with `type: t` becomes `type: [t, 'null']` (and null joins an `enum`);
 *   without `type`, a schema built from allOf/anyOf/oneOf/not/$ref becomes `anyOf: [schema, {type: 'null'}]`.
 * - OPENAPI_ONLY_KEYWORDS and `x-*` extensions are dropped.
 * Shared sub-schemas stay shared and circular schemas stay circular (one output object per input object).
 */
export function toJsonSchema(schema: OpenApiSchema | object | boolean): JsonSchema | boolean {
  return convert(schema, new WeakMap());
}

function convert(node: unknown, seen: WeakMap<object, JsonSchema>): JsonSchema | boolean {
  if (typeof node === 'boolean') return node;
  if (!isPlainObject(node)) throw new TypeError(`not a schema object: ${JSON.stringify(node)}`);
  const cached = seen.get(node);
  if (cached) return cached;
  const out: JsonSchema = {};
  seen.set(node, out);

  for (const [keyword, value] of Object.entries(node)) {
    if (DROPPED.has(keyword) || keyword.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(keyword) && isPlainObject(value)) {
      out[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, convert(sub, seen)]));
    } else if (SCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
      out[keyword] = value.map((sub) => convert(sub, seen));
    } else if (SCHEMA_VALUES.has(keyword) && (isPlainObject(value) || typeof value === 'boolean')) {
      out[keyword] = convert(value, seen);
    } else if (keyword === 'items' && Array.isArray(value)) {
      out[keyword] = value.map((sub) => convert(sub, seen));
    } else {
      out[keyword] = Array.isArray(value) ? [...value] : value;
    }
  }

  if (node.nullable === true) allowNull(out);
  return out;
}

/** Rewrites a converted schema in place so that it also accepts null (OpenAPI 3.0 `nullable: true`). */
function allowNull(out: JsonSchema): void {
  if (typeof out.type === 'string' || Array.isArray(out.type)) {
    const types = Array.isArray(out.type) ? out.type : [out.type];
    if (!types.includes('null')) out.type = [...types, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return;
  }
  if (COMBINATORS.some((keyword) => keyword in out)) {
    // Move everything but annotations into the first branch, so `out` keeps its identity for shared references.
    const inner: JsonSchema = {};
    for (const keyword of Object.keys(out)) {
      if (keyword === 'description' || keyword === 'title') continue;
      inner[keyword] = out[keyword];
      delete out[keyword];
    }
    out.anyOf = [inner, { type: 'null' }];
    return;
  }
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  // Otherwise the schema constrains no type, so null is already allowed.
}
