// Shared assertions: status and body against the contract with the ambiguity policy applied, so a check's
// body asserts only what is specific to its requirement. Failure messages say expected against received.
import { ambiguity, errorCodeForStatus, interfacesOf, operation, operationLabel, STATED_DETAIL_FIELDS, type Interface } from '../contracts/spec-data.js';
import type { CheckContext } from './check.js';
import type { Res } from './client.js';
import { contractValidator } from './contract-validator.js';
import { errorBodyOf, type ErrorBody } from './error-body.js';
import { parseIso8601 } from './iso-8601.js';
import { observeForms } from './observe-forms.js';
import type { Exchange } from './exchange.js';
import { latestExchange } from './latest-exchange.js';

/** The target is wrong. `exchange` is the response the assertion judged: the report shows that request first. */
export class CheckFailure extends Error {
  readonly exchange?: Exchange;
  constructor(message: string, exchange: Exchange | undefined = latestExchange()) {
    super(message);
    this.name = 'CheckFailure';
    this.exchange = exchange;
  }
}

/** Fails the check; `res` is the response judged (default: the last one the check received before this assertion). */
export function fail(message: string, res?: Res): never {
  throw new CheckFailure(message, res?.exchange ?? latestExchange());
}

function brief(res: Res): string {
  const text = res.text.length > 300 ? `${res.text.slice(0, 300)}…` : res.text;
  return `${res.status}${text ? ` ${text}` : ' (empty body)'}`;
}

/** The success statuses a target may answer for an operation, given the profile (AMB-SUCCESS-STATUS). */
export function acceptedSuccessStatuses(operationId: string, ctx: Pick<CheckContext, 'run'>): number[] {
  const op = operation(operationId);
  if (op.method === 'DELETE') return [204];
  const ifaces = interfacesOf(op);
  const coreInProfile = ctx.run.profile !== 'extended';
  if (ifaces.includes('core') && coreInProfile) {
    return op.method === 'POST' ? [201] : [200];
  }
  return ambiguity('AMB-SUCCESS-STATUS').accepted as number[];
}

function isJsonContentType(res: Res): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(res.headers['content-type'] ?? '');
}

/**
 * A successful response: an accepted 2xx, JSON with a JSON Content-Type (or an empty 204), and a body that
 * conforms to the operation's contract. Returns the body.
 */
export async function expectSuccess(ctx: CheckContext, res: Res, operationId = ctx.meta.operation, ifaceGiven?: Interface): Promise<any> {
  // Another operation than the check's own is held to its own contract; a shared one to the check's interface.
  const ifaces = interfacesOf(operation(operationId));
  const iface: Interface = ifaceGiven ?? (ifaces.length === 1 ? ifaces[0] : ctx.iface);
  const accepted = acceptedSuccessStatuses(operationId, ctx);
  const label = operationLabel(operationId);
  if (!accepted.includes(res.status)) fail(`${label}: expected ${accepted.join(' or ')}, received ${brief(res)}`, res);
  if (!accepted.every((s) => s === 201 || s === 200 || s === 204)) ctx.observe('AMB-SUCCESS-STATUS', String(res.status), operationId);
  if (res.status === 204) {
    if (res.text !== '') fail(`${label}: 204 must have an empty body (§7), received ${JSON.stringify(res.text.slice(0, 200))}`, res);
    return undefined;
  }
  if (!res.json) fail(`${label}: expected a JSON body (§1), received ${brief(res)}`, res);
  if (!isJsonContentType(res))
    fail(`${label}: expected Content-Type application/json (§1), received ${JSON.stringify(res.headers['content-type'] ?? null)}`, res);
  const validator = await contractValidator();
  const problems = validator.validate(operationId, iface, res.status, res.body);
  if (problems.length) fail(`${label}: body does not match the ${iface} contract: ${problems.join('; ')} — received ${brief(res)}`, res);
  observeForms(ctx, operationId, res.body);
  return res.body;
}

export interface ErrorExpectation {
  /** The statuses accepted; default 400 or 422 (AMB-INVALID-STATUS). */
  statuses?: number[];
  /** The field the error is about (or the fields it may fairly name): checked against details.field when the target gives details. */
  field?: string | string[];
  /** Object-format detail code expected when the target gives details. */
  detailCode?: string;
  /** Operation the response belongs to, when it is not the check's own. */
  operationId?: string;
}

/**
 * An error response: an accepted status, a body in one of the two documented formats (§7), and in the object
 * format the code of that status and, where given, details naming the field. Records the format used.
 */
export function expectError(ctx: CheckContext, res: Res, expectation: ErrorExpectation = {}): ErrorBody {
  const operationId = expectation.operationId ?? ctx.meta.operation;
  const label = operationLabel(operationId);
  const statuses = expectation.statuses ?? (ambiguity('AMB-INVALID-STATUS').accepted as number[]);
  if (!statuses.includes(res.status)) {
    fail(`${label}: expected ${statuses.join(' or ')}${expectation.field ? ` for ${expectation.field}` : ''}, received ${brief(res)}`, res);
  }
  const err = errorBodyOf(res);
  if (err.format === 'undocumented') {
    fail(`${label}: ${res.status} body is in neither documented error format (§7): ${err.problem} — received ${brief(res)}`, res);
  }
  if (!isJsonContentType(res))
    fail(`${label}: expected Content-Type application/json on the error (§1), received ${JSON.stringify(res.headers['content-type'] ?? null)}`, res);
  ctx.observe('AMB-ERROR-FORMAT', err.format, operationId);
  if (statuses.includes(400) && statuses.includes(422) && (res.status === 400 || res.status === 422))
    ctx.observe('AMB-INVALID-STATUS', String(res.status), operationId);
  if (err.format === 'object') {
    const code = errorCodeForStatus(res.status);
    if (code && err.code !== code) fail(`${label}: object-format error code for ${res.status} must be ${code} (§7), received ${JSON.stringify(err.code)}`, res);
    if (err.details && expectation.field && !namesField(err.details.field, expectation.field, err.details.code)) {
      fail(`${label}: details.field must name ${[expectation.field].flat().join(' or ')}, received ${JSON.stringify(err.details.field)}`, res);
    }
    if (err.details && expectation.detailCode && err.details.code !== expectation.detailCode) {
      fail(`${label}: details.code must be ${expectation.detailCode} (§7), received ${JSON.stringify(err.details.code)}`, res);
    }
  }
  return err;
}

/**
 * details.field names one of `fields`: as the bare name, or at the end of a path a target may give ("record.ttl", "/ttl", "records[0].ttl";
 * §7 types it as a string and says no more), except where §7 names the field of the detail code (STATED_DETAIL_FIELDS): there the name itself.
 */
function namesField(given: unknown, fields: string | string[], detailCode: unknown): boolean {
  if (typeof given !== 'string') return false;
  const stated = typeof detailCode === 'string' && Object.hasOwn(STATED_DETAIL_FIELDS, detailCode) ? STATED_DETAIL_FIELDS[detailCode] : undefined;
  return [fields]
    .flat()
    .some((f) => (f === stated ? given === f : given === f || given.endsWith(`.${f}`) || given.endsWith(`/${f}`) || given.endsWith(`[${f}]`)));
}

/** A rejected invalid value: 400 or 422 in a documented format (AMB-INVALID-STATUS, AMB-ERROR-FORMAT). */
export function expectRejected(ctx: CheckContext, res: Res, expectation: Omit<ErrorExpectation, 'statuses'> = {}): ErrorBody {
  return expectError(ctx, res, expectation);
}

export function expectEqual<T>(what: string, received: T, expected: T): void {
  const a = JSON.stringify(received);
  const b = JSON.stringify(expected);
  if (a !== b) fail(`${what}: expected ${b}, received ${a}`);
}

export function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message);
}

/** §2: timestamps are "string, ISO 8601", in any of its forms (AMB-TIMESTAMP-FORM, harness/iso-8601.ts). Returns the instant (ms since the epoch). */
export function expectTimestamp(what: string, value: unknown): number {
  const parsed = parseIso8601(value);
  if (!parsed) fail(`${what}: expected an ISO 8601 timestamp (§2), received ${JSON.stringify(value)}`);
  return parsed.ms;
}

/** §2 currency ("string"): the currency an amount is in. An empty string names none, which no reading of §2.2-§2.6 allows beside an amount. */
export function expectCurrency(what: string, value: unknown): void {
  if (typeof value !== 'string' || value.trim() === '') fail(`${what}: expected a currency, a non-empty string (§2), received ${JSON.stringify(value)}`);
}

/** Digits, optionally a point and more digits: the §2 amounts ("string (decimal amount)", "string decimal"). */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/** §2: amounts are decimal strings, never JSON numbers, with any number of places (AMB-DECIMAL-PLACES). */
export function expectDecimalString(what: string, value: unknown): void {
  if (typeof value !== 'string' || !DECIMAL.test(value)) fail(`${what}: expected a decimal amount as a string (§2), received ${JSON.stringify(value)}`);
}

/** Two §2 decimal amounts are the same amount whatever their places ("10" and "10.00"; AMB-DECIMAL-PLACES). */
export function sameAmount(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || !DECIMAL.test(a) || !DECIMAL.test(b)) return false;
  const norm = (x: string) => {
    const [whole, fraction = ''] = x.split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '')}`;
  };
  return norm(a) === norm(b);
}
