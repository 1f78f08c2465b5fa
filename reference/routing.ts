// reference/routing.ts: mounts the 23 operations of contracts/operations.yaml (§4) with rate limits (§8), authentication (§5), JSON bodies and one response
// path through the hooks (§7 errors, 204 without body).
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import { operations, type Operation } from '../contracts/spec-data.js';
import { authenticate } from './auth.js';
import { ApiError, listErrorBody, objectErrorBody, toApiError } from './errors.js';
import type { ReferenceParts } from './parts.js';
import { rulesFor, type Rules } from './rules.js';
import { rateLimitFor } from './rate-limit.js';
import { formBody } from './response-form.js';
import { writeResponse } from './transport.js';
import { coercedBody, errorFormatFor, invalidValueStatus, malformedIdParam } from './variants.js';

export interface OperationContext {
  req: Request;
  parts: ReferenceParts;
  /** The operations.yaml id of the operation being answered. */
  operation: string;
  /** The rules this operation validates with (parts.rules, with this operation's overrides). */
  rules: Rules;
  /** The authenticated API key (§5). */
  apiKey: string;
  params: Record<string, string>;
  query: Request['query'];
  /** The parsed JSON body; undefined when the request had none. */
  body: unknown;
  /** One clock reading per request, so every timestamp of a response agrees. */
  now: number;
}

export interface Reply {
  status: number;
  /** JSON body; omitted for 204. */
  body?: unknown;
}

export type OperationHandler = (ctx: OperationContext) => Reply;
export type OperationHandlers = Record<string, OperationHandler>;

/** Sends a response through the after-hooks: the one place a response leaves the reference. */
export function deliver(parts: ReferenceParts, req: Request, res: Response, status: number, body?: unknown): void {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (body !== undefined && status !== 204) headers['content-type'] = 'application/json; charset=utf-8';
  let out = { status, body: status === 204 ? undefined : body, headers };
  for (const rewrite of parts.hooks.after) out = rewrite(req, out.status, out.body, out.headers);
  const text = out.body === undefined || out.status === 204 ? undefined : JSON.stringify(formBody(parts, out.body, req.path));
  writeResponse(parts, req, res, out.status, out.headers, text);
}

/** Renders an error in the endpoint's format (AMB-ERROR-FORMAT) with the variant's status (AMB-INVALID-STATUS). */
export function renderError(parts: ReferenceParts, req: Request, error: ApiError): Reply {
  const status = invalidValueStatus(parts, error.status);
  if (errorFormatFor(parts, req.path) === 'list') return { status, body: listErrorBody(error.message) };
  return { status, body: objectErrorBody(status, error.message, error.details, parts.config.errorCodes) };
}

/** Nesting depth of a parsed JSON value, counted without recursion (a hostile body may be thousands of levels deep). */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Parses every request body as JSON; a parse error is kept and raised after rate limiting and authentication. Whatever the parser throws is the
 * body's fault (a Content-Encoding that does not decode throws a zlib error, not a body-parser one), so it becomes a 400.
 */
function parseJsonBody(parts: ReferenceParts): RequestHandler {
  const json = express.json({ limit: parts.config.bodyLimit, type: () => true, strict: true, verify: strictUtf8 });
  return (req, res, next) => {
    json(req, res, (error?: unknown) => {
      if (error) {
        // The parser's own error is kept as it is where toApiError already makes it a 4xx (a fault may read its type).
        res.locals.bodyError =
          toApiError(error).status === 500 ? new ApiError(400, 'request body could not be decoded', { field: 'body', code: 'invalid_format' }) : error;
      } else if (depthOf(req.body) > parts.config.bodyMaxDepth) {
        res.locals.bodyError = new ApiError(400, `request body is nested deeper than ${parts.config.bodyMaxDepth} levels`, {
          field: 'body',
          code: 'invalid_format',
        });
      }
      next();
    });
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * §1 bodies are JSON, and JSON text is UTF-8 (RFC 8259 §8.1): bytes that do not decode are the client's error (a 400), not characters to replace
 * with U+FFFD and store. Runs on the decompressed bytes; a body whose charset parameter names another encoding is refused by the parser itself.
 */
function strictUtf8(_req: unknown, _res: unknown, buf: Buffer): void {
  try {
    utf8.decode(buf);
  } catch {
    throw Object.assign(new Error('request body is not valid UTF-8'), { status: 400, type: 'entity.verify.failed' });
  }
}

/** Runs parts.hooks.before in order, read at request time. */
function beforeHooks(parts: ReferenceParts): RequestHandler {
  return (req, res, next) => {
    const hooks = parts.hooks.before;
    const run = (index: number, error?: unknown): void => {
      const hook = hooks[index];
      if (error !== undefined) next(error);
      else if (!hook) next();
      else hook(req, res, (err?: unknown) => run(index + 1, err));
    };
    run(0);
  };
}

function runHandler(parts: ReferenceParts, operationId: string, handler: OperationHandler): RequestHandler {
  return (req, res, next) => {
    if (res.locals.bodyError) return next(res.locals.bodyError);
    const malformed = malformedIdParam(parts, req.params as Record<string, string>);
    if (malformed) return next(new ApiError(400, `${malformed} is not an id of this service`, { field: malformed, code: 'invalid_format' }));
    const reply = handler({
      req,
      parts,
      operation: operationId,
      rules: rulesFor(parts.rules, parts.ruleOverrides, parts.config, operationId),
      apiKey: res.locals.apiKey as string,
      params: req.params as Record<string, string>,
      query: req.query,
      body: coercedBody(parts, operationId, req.body),
      now: parts.clock.now(),
    });
    deliver(parts, req, res, reply.status, reply.body);
  };
}

/** `{name}` path templates of operations.yaml as express paths. */
function expressPath(op: Operation): string {
  return op.path.replace(/\{(\w+)\}/g, ':$1');
}

/** Static segments before parameters, so /domains/tlds is matched before /domains/{domain_id} (a total order: segment by segment, static < parameter). */
function bySpecificity(a: Operation, b: Operation): number {
  const key = (op: Operation) => op.path.split('/').map((segment) => (segment.startsWith('{') ? '1' : `0${segment}`));
  const ak = key(a);
  const bk = key(b);
  for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
    if (ak[i] !== bk[i]) return ak[i] < bk[i] ? -1 : 1;
  }
  return ak.length - bk.length;
}

/** Builds the express app: hooks, every operation of operations.yaml, 404 for anything else, JSON errors. */
export function buildApp(parts: ReferenceParts, handlers: OperationHandlers): Express {
  const missingHandlers = operations.filter((op) => !handlers[op.id]).map((op) => op.id);
  if (missingHandlers.length > 0) throw new Error(`reference has no handler for ${missingHandlers.join(', ')}`);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(parseJsonBody(parts));
  app.use(beforeHooks(parts));

  const router = express.Router();
  for (const op of [...operations].sort(bySpecificity)) {
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](expressPath(op), rateLimitFor(parts, op.id), authenticate(parts), runHandler(parts, op.id, handlers[op.id]));
  }
  app.use(router);

  app.use((req, res) => {
    const reply = renderError(parts, req, new ApiError(404, `no operation ${req.method} ${req.path}`));
    deliver(parts, req, res, reply.status, reply.body);
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const apiError = toApiError(error);
    if (apiError.status === 500) console.error('reference: unexpected error', error);
    const reply = renderError(parts, req, apiError);
    if (res.headersSent) return res.end();
    deliver(parts, req, res, reply.status, reply.body);
  };
  app.use(onError);
  return app;
}
