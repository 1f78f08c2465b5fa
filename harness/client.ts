// The one HTTP client every check uses (supertest): bearer header, per-request timeout, pacing per §8 group,
// 429 wait-and-retry outside checks that expect one, a bounded response size, and a record of every exchange.
import request from 'supertest';
import { operation, type Operation } from '../contracts/spec-data.js';
import type { Exchange } from './exchange.js';
import type { IntentLog } from './ledger.js';
import { DEFAULT_MAX_WAIT_MS, type Pacer } from './pacer.js';
import type { RunBudget } from './run-budget.js';
import { transportAgent, withExtraHeaders } from './transport-agent.js';
import type { CheckTimeLimit } from './check-time-limit.js';
import { CheckFailure } from './expect.js';
import { rateAnswerBreach } from './rate-answer-rules.js';

export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

const MAX_RETRIES_AFTER_429 = 3;
/**
 * Longest a call spends waiting on rate limits in all (pacing and 429 retries): one longest wait. A check's timeout is
 * 120 s; three capped waits (195 s) outlived it, the check failed on vitest's timeout and the call slept on into later checks.
 */
const MAX_RATE_LIMIT_WAIT_PER_CALL_MS = DEFAULT_MAX_WAIT_MS;

export type Auth = 'key' | 'none' | { authorization: string };

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** JSON body. */
  body?: unknown;
  /** Sent as-is (malformed JSON checks), with Content-Type application/json unless contentType says otherwise. */
  rawBody?: string;
  contentType?: string;
  /** A Content-Encoding header on the request, the body sent as given (the check of a body that does not decode). */
  contentEncoding?: string;
  auth?: Auth;
  /** The check expects a 429: do not wait and retry. */
  expect429?: boolean;
  /** Path parameters inserted as given, not percent-encoded: a check of a path whose percent-encoding does not decode. */
  rawPathParams?: boolean;
}

export interface Res {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  body: any;
  text: string;
  /** True when the body is non-empty and parsed as JSON. */
  json: boolean;
  exchange: Exchange;
}

/** A transport failure: no complete HTTP response. Fails the check that met it; the run goes on. */
export class TransportError extends Error {
  readonly exchange: Exchange;
  /** Node's error code (ECONNREFUSED, ENOTFOUND, a TLS alert's): what the preflight explains a setup error by. */
  readonly code?: string;
  constructor(message: string, exchange: Exchange, code?: string) {
    super(message);
    this.exchange = exchange;
    this.code = code;
    this.name = 'TransportError';
  }
}

export interface ExchangeSink {
  record(exchange: Exchange): void;
  /** Told of a request just before it is sent (its response not yet known). */
  sending?(exchange: Exchange): void;
}

export interface ClientStats {
  requests: number;
  retriedAfter429: number;
  waitedMsFor429: number;
  /** Requests this client's calls held for a window to reset, and for how long (ms). */
  pacingWaits: number;
  pacingWaitedMs: number;
  /** Requests sent with this client's key, per §8 rate-limit group (the quota they count against). */
  byGroup: Record<string, number>;
}

/**
 * The pacing bucket of a request: its §8 group, for the credential it carries. The target counts requests per key,
 * so a request without the key (or with another one) neither spends nor tells anything about the key's window.
 */
export function bucketOf(group: string, auth: Auth = 'key'): string {
  if (auth === 'key') return group;
  if (auth === 'none') return `${group}@anonymous`;
  return `${group}@${auth.authorization}`;
}

function boundedTextParser(max: number) {
  return (res: NodeJS.ReadableStream & { destroy(): void }, callback: (err: Error | null, body?: string) => void) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    res.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > max) {
        done = true;
        res.destroy();
        callback(new Error(`response body larger than ${max} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => {
      if (!done) {
        done = true;
        callback(null, Buffer.concat(chunks).toString('utf8'));
      }
    });
    res.on('error', (err: Error) => {
      if (!done) {
        done = true;
        callback(err);
      }
    });
  };
}

export function expandPath(op: Operation, params: Record<string, string | number> = {}, raw = false): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    // The core table spells listUserDomains' parameter {user_id}; accept either name.
    const value = params[name] ?? (name === 'user_identifier' ? params.user_id : undefined);
    if (value === undefined) throw new Error(`${op.id}: missing path parameter ${name}`);
    return raw ? String(value) : encodeURIComponent(String(value));
  });
}

export class Api {
  /**
   * Pacer-clock time by which a call must have returned, for a client outside a check (a check's clients have timeLimit instead).
   * Unset: a call spends at most one longest wait (65 s) waiting on 429s.
   */
  deadline?: number;
  readonly stats: ClientStats = { requests: 0, retriedAfter429: 0, waitedMsFor429: 0, pacingWaits: 0, pacingWaitedMs: 0, byGroup: {} };
  /** Where creations are written down before they are sent (the run's ledger): set on the checks' clients. */
  intents?: IntentLog;
  /** The run-level budget (the checks' clients): spent, every call throws RunBudgetSpent without sending. */
  budget?: RunBudget;
  /**
   * The check's clock (check() sets it): told of every wait for quota and every request with the target, so that quota waits do not run
   * the check's time down; it refuses a wait past the check's quota allowance (QuotaNotInTime), and once it ended nothing more is sent.
   */
  timeLimit?: CheckTimeLimit;

  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly sink: ExchangeSink;
  readonly pacer: Pacer;
  private readonly timeoutMs: number;
  constructor(baseUrl: string, apiKey: string, sink: ExchangeSink, pacer: Pacer, timeoutMs: number) {
    this.baseUrl = baseUrl;
    this.apiKey = apiKey;
    this.sink = sink;
    this.pacer = pacer;
    this.timeoutMs = timeoutMs;
  }

  /** Call an operation by its id (contracts/operations.yaml); the path comes from the contract. */
  async call(operationId: string, options: CallOptions = {}): Promise<Res> {
    const op = operation(operationId);
    const path = expandPath(op, options.params, options.rawPathParams);
    const bucket = bucketOf(op.group, options.auth);
    let retried = 0;
    const callStarted = this.pacer.now();
    for (;;) {
      this.budget?.assertOpen();
      this.timeLimit?.assertOpen();
      if (options.expect429) this.pacer.sentUnpaced(bucket);
      else {
        const waited = await this.pacer.beforeRequest(bucket, this.timeLimit);
        if (waited > 0) {
          this.stats.pacingWaits += 1;
          this.stats.pacingWaitedMs += waited;
        }
      }
      if (this.budget?.spent || this.timeLimit?.endedBy) {
        this.pacer.afterResponse(bucket, {}); // not sent: no longer in flight
        this.budget?.assertOpen();
        this.timeLimit?.assertOpen(); // the check ended while this request waited: nothing more is sent for it
      }
      if ((options.auth ?? 'key') === 'key') this.stats.byGroup[op.group] = (this.stats.byGroup[op.group] ?? 0) + 1;
      const sentAt = this.pacer.now();
      const answered = this.timeLimit?.sending(`${op.method} ${path}`);
      let res: Res;
      try {
        res = await this.send(op, path, options, retried);
      } catch (error) {
        answered?.();
        this.pacer.afterResponse(bucket, {}); // no answer: the request is no longer in flight
        if (error instanceof TransportError) this.budget?.failed();
        this.budget?.assertOpen();
        throw error;
      }
      answered?.();
      this.pacer.afterResponse(bucket, res.headers, sentAt, this.pacer.now());
      this.budget?.answered(res.status, options.expect429);
      this.budget?.assertOpen();
      // Every answer a check meets is held to what §8 says of any answer (a check of its own would see only the answers it sends).
      const breach = this.timeLimit ? rateAnswerBreach(res.status, res.headers, Date.now()) : undefined;
      if (breach) throw new CheckFailure(`${op.method} ${op.path}: ${breach}`, res.exchange);
      if (res.status !== 429 || options.expect429 || retried >= MAX_RETRIES_AFTER_429) return res;
      // An unexpected 429: the target is right to throttle us (another worker or shard may share the key);
      // wait until its window resets and try again. Recorded in the report, not a failure.
      const wait = this.pacer.retryDelayMs(res.headers, retried, bucket);
      const why = `answered 429, waiting for its X-RateLimit-Reset before retry ${retried + 1}`;
      // Within a check the wait is quota, not the target's time: the check's allowance decides (past it, the check is not assessed).
      if (this.timeLimit) this.timeLimit.admitWait(bucket, wait, why);
      // A Reset that never comes (hostile, or an hourly quota spent): give the caller the target's 429.
      else if (this.pacer.now() + wait > (this.deadline ?? callStarted + MAX_RATE_LIMIT_WAIT_PER_CALL_MS)) return res;
      this.stats.retriedAfter429 += 1;
      this.stats.waitedMsFor429 += wait;
      retried += 1;
      this.pacer.forget(bucket);
      await this.pacer.pause(wait, { bucket, why }, this.timeLimit);
    }
  }

  private async send(op: Operation, path: string, options: CallOptions, retried: number): Promise<Res> {
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const url = `${this.baseUrl}${path}`;
    // Every coding superagent decodes is offered, so a target (or its CDN) that compresses with any of them is read as it is (AMB-TRANSPORT).
    const requestHeaders: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };
    const auth = options.auth ?? 'key';
    if (auth === 'key') requestHeaders.Authorization = `Bearer ${this.apiKey}`;
    else if (auth !== 'none') requestHeaders.Authorization = auth.authorization;
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) requestHeaders['Content-Type'] = options.contentType ?? 'application/json';
    if (options.contentEncoding !== undefined) requestHeaders['Content-Encoding'] = options.contentEncoding;
    // A gateway's extra headers (CONFORMANCE_HEADERS, --header) go under the client's own: they never replace one.
    const sentHeaders = withExtraHeaders(requestHeaders);
    const query = options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : undefined;
    const fullUrl = query && Object.keys(query).length ? `${url}?${new URLSearchParams(query).toString()}` : url;

    const exchange: Exchange = {
      operation: op.id,
      method: op.method,
      url: fullUrl,
      requestHeaders: sentHeaders,
      requestBody: options.rawBody !== undefined ? options.rawBody : options.body,
      rawRequestBody: options.rawBody !== undefined,
      status: 0,
      responseHeaders: {},
      responseText: '',
      durationMs: 0,
      retriedAfter429: retried,
    };
    // The intent is on disk before the first byte is sent: a creation the run never hears back about is still found.
    const intent = this.intents?.begin(exchange);
    const started = Date.now();
    this.stats.requests += 1;
    this.sink.sending?.(exchange);
    const attempt = () => {
      let req = request(this.baseUrl)[method](path).agent(transportAgent());
      if (query) req = req.query(query);
      for (const [name, value] of Object.entries(sentHeaders)) req = req.set(name, value);
      req = req
        .timeout({ response: this.timeoutMs, deadline: this.timeoutMs })
        .buffer(true)
        .parse(boundedTextParser(MAX_RESPONSE_BYTES) as any);
      if (payload !== undefined) req = req.send(payload);
      return req;
    };
    try {
      let response: request.Response;
      const first = attempt();
      try {
        response = await first;
      } catch (error) {
        // A kept-alive connection the server closed as we reused it (Node's documented case: reusedSocket and
        // ECONNRESET): the server never read the request, so it is sent once more on a new connection.
        const code = (error as { code?: string }).code;
        const reused = (first as unknown as { req?: { reusedSocket?: boolean } }).req?.reusedSocket === true;
        if (!reused || (code !== 'ECONNRESET' && code !== 'EPIPE')) throw error;
        response = await attempt();
      }
      exchange.durationMs = Date.now() - started;
      exchange.status = response.status;
      exchange.responseHeaders = Object.fromEntries(
        Object.entries(response.headers as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : String(v)]),
      );
      const text = typeof response.body === 'string' ? response.body : '';
      exchange.responseText = text;
      let body: unknown;
      let json = false;
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
          json = true;
        } catch {
          body = undefined;
        }
      }
      exchange.responseBody = body;
      this.sink.record(exchange);
      if (intent) this.intents?.end(intent, exchange);
      return { status: response.status, headers: exchange.responseHeaders, body, text, json, exchange };
    } catch (error) {
      const err = error as Error & { code?: string; timeout?: number };
      exchange.durationMs = Date.now() - started;
      exchange.transportError = err.timeout ? `no response within ${this.timeoutMs} ms (timeout)` : `${err.code ? `${err.code}: ` : ''}${err.message}`;
      this.sink.record(exchange);
      throw new TransportError(`${op.method} ${op.path}: ${exchange.transportError}`, exchange, err.code);
    }
  }
}
