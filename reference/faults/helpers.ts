// reference/faults/helpers.ts: what the fault files share: which §4 operation a request is, hooks scoped to operations, and an error rendered the way the
// reference renders its own.
import type { Request } from 'express';
import { operations } from '../../contracts/spec-data.js';
import { presentedToken } from '../auth.js';
import { ApiError } from '../errors.js';
import type { OutgoingResponse, ReferenceParts } from '../parts.js';
import { renderError } from '../routing.js';
import type { Rules, Violation } from '../rules.js';

interface Matcher {
  id: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

/** One matcher per operations.yaml row; fewer parameters first, so /domains/tlds wins over /domains/{domain_id}. */
const matchers: Matcher[] = operations
  .map((op) => {
    const names: string[] = [];
    const source = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { id: op.id, method: op.method, pattern: new RegExp(`^${source}/?$`, 'i'), names };
  })
  .sort((a, b) => a.names.length - b.names.length);

export interface MatchedOperation {
  id: string;
  params: Record<string, string>;
}

/** The operation a request addresses, with its path parameters; undefined for a path no operation has. */
export function operationOf(req: Pick<Request, 'method' | 'path'>): MatchedOperation | undefined {
  for (const m of matchers) {
    if (m.method !== req.method.toUpperCase()) continue;
    const found = m.pattern.exec(req.path);
    if (!found) continue;
    const params: Record<string, string> = {};
    m.names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(found[i + 1]);
      } catch {
        params[name] = found[i + 1];
      }
    });
    return { id: m.id, params };
  }
  return undefined;
}

type Scope = string[] | '*';

function inScope(scope: Scope, id: string | undefined): id is string {
  return id !== undefined && (scope === '*' || scope.includes(id));
}

/** Context handed to a scoped hook. */
export interface HookRequest {
  req: Request;
  op: string;
  params: Record<string, string>;
  /** The bearer token presented (or null): the API key the request speaks for once authenticated. */
  apiKey: string | null;
}

/** Runs `change` on every response of the operations in scope (errors included); it may mutate `out` or return a new one. */
export function onResponse(parts: ReferenceParts, scope: Scope, change: (out: OutgoingResponse, at: HookRequest) => OutgoingResponse | undefined): void {
  parts.hooks.after.push((req, status, body, headers) => {
    const out: OutgoingResponse = { status, body, headers };
    const match = operationOf(req);
    if (!inScope(scope, match?.id)) return out;
    return change(out, { req, op: match.id, params: match.params, apiKey: presentedToken(req) }) ?? out;
  });
}

/** Runs `change` on every request of the operations in scope, before rate limiting and authentication. */
export function onRequest(parts: ReferenceParts, scope: Scope, change: (at: HookRequest) => void): void {
  parts.hooks.before.push((req, _res, next) => {
    const match = operationOf(req);
    if (inScope(scope, match?.id)) change({ req, op: match.id, params: match.params, apiKey: presentedToken(req) });
    next();
  });
}

/** An error response as the reference renders its own (the endpoint's format, the §7 code), with the headers kept. */
export function errorResponse(parts: ReferenceParts, req: Request, out: OutgoingResponse, error: ApiError): OutgoingResponse {
  const reply = renderError(parts, req, error);
  return { status: reply.status, body: reply.body, headers: { ...out.headers, 'content-type': 'application/json; charset=utf-8' } };
}

/** A JSON success response with the headers kept. */
export function jsonResponse(out: OutgoingResponse, status: number, body: unknown): OutgoingResponse {
  return { status, body, headers: { ...out.headers, 'content-type': 'application/json; charset=utf-8' } };
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** Rewrites the content of every TXT record a successful createDnsRecord or listDnsRecords shows (the record, or its list's records). */
export function rewriteShownTxtContent(parts: ReferenceParts, change: (content: string) => string): void {
  const rewrite = (record: any): void => {
    if (record?.type === 'TXT' && typeof record.content === 'string') record.content = change(record.content);
  };
  onResponse(parts, ['createDnsRecord', 'listDnsRecords'], (out) => {
    const body = out.body as any;
    if (!isSuccess(out.status)) return;
    if (Array.isArray(body?.records)) body.records.forEach(rewrite);
    else rewrite(body);
  });
}

/** The request body when it is a JSON object, else undefined. */
export function objectBodyOf(req: Request): Record<string, any> | undefined {
  const body = req.body as unknown;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, any>) : undefined;
}

export { ApiError };

/** Rewrites the query string of a request in place (req.query is parsed from req.url when read). */
export function rewriteQuery(req: Request, change: (query: URLSearchParams) => void): void {
  const at = req.url.indexOf('?');
  const path = at === -1 ? req.url : req.url.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : req.url.slice(at + 1));
  change(query);
  const text = query.toString();
  req.url = text ? `${path}?${text}` : path;
}

/** The rules that answer a violation (or null), by name: the ones a fault can skip. */
type ViolationRule = { [K in keyof Rules]: Rules[K] extends (...args: any[]) => Violation | null ? K : never }[keyof Rules];

/**
 * Replaces one rule on the named operations only (the shared rule stays everywhere else): `make` receives the shared rule.
 * A composite rule of those operations (dnsRecord) then uses the replacement too.
 */
export function overrideRuleOn<K extends keyof Rules>(parts: ReferenceParts, scope: string[], name: K, make: (shared: Rules[K]) => Rules[K]): void {
  for (const op of scope) {
    parts.ruleOverrides[op] ??= {};
    parts.ruleOverrides[op][name] = make(parts.rules[name]);
  }
}

/**
 * Skips one rule on the named operations: it accepts whatever `when` selects (every input by default), e.g. the TTL rule on PUT only:
 * `skipRuleOn(parts, ['updateDnsRecord'], 'ttl')`.
 */
export function skipRuleOn<K extends ViolationRule>(
  parts: ReferenceParts,
  scope: string[],
  name: K,
  when: (...args: Parameters<Rules[K]>) => boolean = () => true,
): void {
  overrideRuleOn(parts, scope, name, (shared) => {
    const rule = shared as unknown as (...args: Parameters<Rules[K]>) => Violation | null;
    return ((...args: Parameters<Rules[K]>) => (when(...args) ? null : rule(...args))) as unknown as Rules[K];
  });
}
