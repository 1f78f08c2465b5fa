// reference/variants.ts: the allowed choices on the spec's open points (contracts/ambiguities.yaml `variants`), and every decision in the reference that
// depends on one.
import { domainToASCII } from 'node:url';
import { ambiguities, operation } from '../contracts/spec-data.js';
import { loadTemplateSet } from './templates.js';
import type { ErrorFormat } from './errors.js';
import type { ReferenceParts } from './parts.js';
import type { RecordSpace } from './store.js';

export interface VariantDescription {
  ambiguity: string;
  summary: string;
}

/** core-limit-custom: a partner's own core quota ("Default 1000 requests per hour", "Burst up to 100 requests per minute"). */
export const CUSTOM_CORE_LIMIT = 40;

/** core-quota-on-shared-paths: the core-and-extended paths that report the core hourly quota instead of their extended group. */
export const CORE_QUOTA_PATHS = ['createUser', 'listUserDomains', 'getDomain'];

/** The rate-limit group of core-quota-on-shared-paths (reference/config.ts rateLimitGroups). */
const CORE_QUOTA_GROUP = 'core_quota';

/** What each variant changes; the names are exactly the `variants` entries of contracts/ambiguities.yaml. */
export const variantCatalogue: Record<string, VariantDescription> = {
  'created-200': {
    ambiguity: 'AMB-SUCCESS-STATUS',
    summary: 'extended-only creations (DNS record, bulk, template, transfer) answer 200; createUser and core POST stay 201',
  },
  'errors-list': { ambiguity: 'AMB-ERROR-FORMAT', summary: 'every error in the list format {errors: [message]}' },
  'errors-mixed': {
    ambiguity: 'AMB-ERROR-FORMAT',
    summary: 'list format on the core-only paths /api/v1/dns_records*, object format elsewhere',
  },
  'invalid-400': {
    ambiguity: 'AMB-INVALID-STATUS',
    summary: 'invalid values answer 400 validation_error instead of 422 unprocessable_entity',
  },
  'bulk-max-10': { ambiguity: 'AMB-BULK-MAX', summary: 'at most 10 records per bulk request; more is a 400' },
  'templates-alt': {
    ambiguity: 'AMB-TEMPLATES',
    summary: 'the `alt` template set of reference/templates.yaml (landing {ip}, site-verification {token})',
  },
  'unknown-template-422': { ambiguity: 'AMB-UNKNOWN-TEMPLATE', summary: 'an unknown template_id answers 422 instead of 404' },
  'user-repeat-409': {
    ambiguity: 'AMB-USER-REPEAT',
    summary: 'a repeated POST /api/v1/users with an existing user_identifier answers 409 conflict',
  },
  'user-find-200': {
    ambiguity: 'AMB-USER-REPEAT',
    summary: 'a repeated POST /api/v1/users with an existing user_identifier finds the user and answers 200 (nothing was created) instead of 201',
  },
  'limit-clamp': {
    ambiguity: 'AMB-LIST-LIMIT-OVER-MAX',
    summary: 'GET /api/v1/users with limit over 100 is clamped to 100 and echoed as 100',
  },
  'separate-stores': {
    ambiguity: 'AMB-SHARED-DNS-STORE',
    summary: 'core /api/v1/dns_records and extended /domains/{id}/dns keep separate records',
  },
  'type-change-ignored': {
    ambiguity: 'AMB-TYPE-ON-PUT',
    summary: 'PUT of an extended record with another type answers 200 and keeps the type',
  },
  'missing-omitted': {
    ambiguity: 'AMB-MISSING-VALUE',
    summary: 'a value that does not exist (e-mail never given, completed_at and domain_id of a transfer not completed) is left out instead of null',
  },
  'timestamps-offset': {
    ambiguity: 'AMB-TIMESTAMP-FORM',
    summary: 'every timestamp with a numeric offset (+05:30) and six fractional digits instead of UTC Z with milliseconds',
  },
  'timestamps-whole-seconds': {
    ambiguity: 'AMB-TIMESTAMP-FORM',
    summary: 'every timestamp in whole seconds (2026-01-02T03:04:05Z), so an update in the second of its creation carries the same instant',
  },
  'decimals-trimmed': {
    ambiguity: 'AMB-DECIMAL-PLACES',
    summary: 'decimal amounts without trailing zeros ("10", "12.5") instead of two places',
  },
  'srv-priority-from-content': {
    ambiguity: 'AMB-SRV-PRIORITY',
    summary: "an SRV record's priority is always the first part of its content; the priority field is ignored",
  },
  'unicode-letters': {
    ambiguity: 'AMB-LETTERS',
    summary: 'user_identifier and record names accept any Unicode letter (ñ, é, 中), not only ASCII letters',
  },
  'duplicate-record-409': {
    ambiguity: 'AMB-RECORD-REPEAT',
    summary:
      'a record with the type, name and content of an existing one, or a CNAME sharing its name with another record, is refused with 409 ' +
      '(bulk: in errors; template: 409); a PUT that would make the record so is refused the same way',
  },
  'unicode-letters-idna': {
    ambiguity: 'AMB-LETTERS',
    summary:
      'record names accept any Unicode letter, as unicode-letters, and are kept and shown in their IDNA ASCII form (ñx -> xn--…), as a DNS ' +
      'server writes them',
  },
  'email-loose': {
    ambiguity: 'AMB-EMAIL-FORMAT',
    summary: 'an e-mail is valid when it is something@something.something without spaces (a@-b.com, a@b..com and a,b@c.com pass)',
  },
  'core-example-shape': {
    ambiguity: 'AMB-CORE-RECORD-FIELDS',
    summary: 'core records carry only id, type, name, value, ttl, as the documented example responses do (no priority, weight, port, target)',
  },
  'txt-quoted': { ambiguity: 'AMB-TXT-FORM', summary: 'TXT content is written back in zone form, in double quotes ("v=spf1 -all")' },
  'ipv6-canonical': { ambiguity: 'AMB-LABEL-LENGTH', summary: 'AAAA content is written back in the RFC 5952 form (::ffff:192.0.2.1 -> ::ffff:c000:201)' },
  'realistic-http': {
    ambiguity: 'AMB-TRANSPORT',
    summary:
      'compressed bodies (gzip, deflate, br in turn, as the client accepts), chunked transfer, media-type parameters, Connection: close, ' +
      'lower-case and odd-case header names, unknown headers, unknown fields in every object, keys in sorted order',
  },
  'slow-300ms': { ambiguity: 'AMB-TRANSPORT', summary: 'every response 300 ms late' },
  'coerce-types': {
    ambiguity: 'AMB-TYPE-COERCION',
    summary:
      'a lax body parser: "yes"/"true"/"1"/1 read as true and "no"/"false"/"0"/0 as false for the boolean inputs, a number as its text for user_identifier',
  },
  'list-params-fallback': {
    ambiguity: 'AMB-LIST-PARAM-INVALID',
    summary: 'GET /api/v1/users reads a limit, offset, sort or order it cannot use as absent (its default) instead of answering 400',
  },
  'list-limit-zero': {
    ambiguity: 'AMB-LIST-PARAM-INVALID',
    summary: 'GET /api/v1/users?limit=0 answers a page of no users, echoing limit 0 (no minimum is stated), instead of 422',
  },
  'names-fqdn': {
    ambiguity: 'AMB-NAME-FORM',
    summary: 'extended record names are written back fully qualified: "www" as "www.<domain>", "@" as "<domain>"',
  },
  'cname-root-409': {
    ambiguity: 'AMB-RECORD-REPEAT',
    summary: "a CNAME at the root @ is a 409 conflict with the root's records (details.field type), in bulk an error entry, instead of a 422 on name",
  },
  'renew-365-days': { ambiguity: 'AMB-RENEW-YEAR', summary: 'a renewal year is 365 days, not a calendar year' },
  'renew-cap-10-years': {
    ambiguity: 'AMB-RENEW-YEAR',
    summary: 'a renewal that would take expires_at past 10 years from today is refused with 422, as registries cap a registration',
  },
  'typed-ids': {
    ambiguity: 'AMB-ID-SHAPE',
    summary: "a domain, record or transfer id in the path that is not of the reference's shape (dom_, rec_, trf_ and [a-z0-9_]) is a 400",
  },
  'core-limit-custom': {
    ambiguity: 'AMB-RATE-LIMIT-GROUP',
    summary: `core-only /api/v1/dns_records* allow and report a partner quota of ${CUSTOM_CORE_LIMIT} per window instead of the default 100`,
  },
  'core-quota-on-shared-paths': {
    ambiguity: 'AMB-RATE-LIMIT-GROUP',
    summary:
      'createUser, listUserDomains and getDomain count against the core hourly quota (1000 per hour, one counter for the three) and report it: ' +
      'Limit 1000 with a Reset up to an hour ahead',
  },
  'renew-transfers-group': {
    ambiguity: 'AMB-RATE-LIMIT-GROUP',
    summary: 'renewDomain counts against the Domain transfers group (10 per minute, shared with initiateTransfer and getTransfer)',
  },
  'ratelimit-token-bucket': {
    ambiguity: 'AMB-RATE-LIMIT-WINDOW',
    summary:
      'token buckets instead of fixed windows: a bucket of the limit refilled at the limit per window; Remaining is the whole tokens left (two ' +
      'requests may report the same), Reset when the bucket is full again (it moves with every request)',
  },
  'ratelimit-hourly-bucket': {
    ambiguity: 'AMB-RATE-LIMIT-WINDOW',
    summary:
      'the core hourly quota (§8 "Default 1000 requests per hour") is a bucket refilled continuously, a request\'s worth every 3.6 s of an ' +
      'hour, instead of a fixed hour: once spent, a few requests are served again after every wait',
  },
  'ratelimit-errors-uncounted': {
    ambiguity: 'AMB-RATE-LIMIT-WINDOW',
    summary:
      "a request answered with an error (4xx, 5xx) is given back to its window once answered, as express-rate-limit's skipFailedRequests " +
      'does: its own response reports it taken, the next one does not',
  },
  'ratelimit-fractional-reset': {
    ambiguity: 'AMB-RATE-LIMIT-RESET-FORM',
    summary: 'X-RateLimit-Reset in Unix seconds with milliseconds (1767268800.250) instead of whole seconds',
  },
  'core-unknown-domain-422': {
    ambiguity: 'AMB-CORE-UNKNOWN-DOMAIN',
    summary: 'POST /api/v1/dns_records with a domain_id naming no domain answers 422 (an invalid value in the body) instead of 404',
  },
  'core-foreign-domain-422': {
    ambiguity: 'AMB-CORE-FOREIGN-DOMAIN',
    summary:
      "POST /api/v1/dns_records with the domain_id of another key's domain answers 422, as for a domain_id naming no " +
      'domain (a key cannot tell the two apart)',
  },
  'invalid-name-unavailable': {
    ambiguity: 'AMB-AVAIL-INVALID-NAME',
    summary: 'an availability check of a domain_name that is not a domain name answers 200, available false, price and currency null, instead of 422',
  },
  'tlds-unlisted': { ambiguity: 'AMB-TLD-SET', summary: 'GET /api/v1/domains/tlds lists no TLD ({tlds: []}, a sandbox); the TLDs are served all the same' },
  'unsupported-tld-refused': {
    ambiguity: 'AMB-TLD-SET',
    summary: 'an availability check of a name under a TLD the reference does not offer is refused with 422 instead of answered available false',
  },
  'domain-names-absolute': {
    ambiguity: 'AMB-DOMAIN-NAME-FORM',
    summary: 'availability results (suggestions too) and transfers write domain_name in absolute form, with a trailing dot ("example.com.")',
  },
  'transfer-fails-at-once': {
    ambiguity: 'AMB-TRANSFER-REPEAT',
    summary: 'every transfer fails as soon as it is in (the auth code refused): answered pending (§3), read back failed; its domain can be transferred again',
  },
  'transfer-started-at-on-processing': {
    ambiguity: 'AMB-TRANSFER-STARTED-AT',
    summary: 'a transfer has a started_at only once it is in_progress or completed: null while pending, failed or cancelled (left out under missing-omitted)',
  },
};

/** Variant names contracts/ambiguities.yaml allows. */
export const allowedVariants: string[] = ambiguities.flatMap((a) => a.variants);

/** Checks the requested names against ambiguities.yaml and this catalogue; throws on an unknown or conflicting name. */
export function resolveVariants(names: readonly string[] = []): Set<string> {
  for (const name of names) {
    if (!allowedVariants.includes(name)) {
      throw new Error(`unknown variant "${name}"; contracts/ambiguities.yaml allows: ${allowedVariants.join(', ')}`);
    }
    if (!variantCatalogue[name]) throw new Error(`variant "${name}" is allowed by contracts/ambiguities.yaml but not implemented by the reference`);
  }
  const set = new Set(names);
  if (set.has('errors-list') && set.has('errors-mixed')) throw new Error('variants errors-list and errors-mixed exclude each other');
  if (set.has('user-repeat-409') && set.has('user-find-200')) throw new Error('variants user-repeat-409 and user-find-200 exclude each other');
  return set;
}

/** AMB-LETTERS unicode-letters-idna: a record name as stored and shown, its labels with letters outside ASCII in IDNA ASCII form. */
export function storedRecordName(parts: ReferenceParts, name: string): string {
  if (!parts.variants.has('unicode-letters-idna') || name === '@') return name;
  return name
    .split('.')
    .map((label) => ([...label].every((ch) => ch.charCodeAt(0) < 0x80) ? label : domainToASCII(label) || label))
    .join('.');
}

/** The variants that change numbers or data in parts.config; applied once when the parts are built. */
export function applyVariantsToConfig(parts: ReferenceParts): void {
  if (parts.variants.has('bulk-max-10')) parts.config.bulkMaxRecords = 10;
  if (parts.variants.has('unicode-letters') || parts.variants.has('unicode-letters-idna')) {
    // AMB-LETTERS: "letters" read as every Unicode letter (rules compile the patterns with the u flag).
    parts.config.constants.userIdentifierPattern = '^[\\p{L}0-9_-]+$';
    parts.config.constants.dnsNamePattern = '^(@|[\\p{L}0-9.]|[\\p{L}0-9.][\\p{L}0-9.-]*[\\p{L}0-9.])$';
  }
  if (parts.variants.has('email-loose')) parts.config.emailLoose = true;
  if (parts.variants.has('cname-root-409')) parts.config.cnameRootConflict = true;
  if (parts.variants.has('core-limit-custom')) parts.config.rateLimitGroups.core.limit = CUSTOM_CORE_LIMIT;
  if (parts.variants.has('core-quota-on-shared-paths')) {
    // AMB-RATE-LIMIT-GROUP: the core quota "Default 1000 requests per hour", counted by the hour (windowMsOf keeps the hour).
    const core = parts.config.rateLimitGroups.core;
    parts.config.rateLimitGroups[CORE_QUOTA_GROUP] = { name: 'Core interface (hourly quota)', limit: core.hourlyLimit ?? core.limit, windowSeconds: 3600 };
  }
  if (parts.variants.has('ratelimit-token-bucket')) parts.config.rateLimitModel = 'token-bucket';
  if (parts.variants.has('ratelimit-hourly-bucket')) parts.config.hourlyModel = 'token-bucket';
  if (parts.variants.has('ratelimit-fractional-reset')) parts.config.fractionalReset = true;
  if (parts.variants.has('templates-alt')) {
    parts.config.templateSetName = 'alt';
    parts.config.templates = loadTemplateSet('alt');
  }
}

/** AMB-RATE-LIMIT-GROUP: the rate-limit group an operation counts against (contracts/operations.yaml `group` but under a variant). */
export function rateLimitGroupFor(parts: ReferenceParts, operationId: string): string {
  if (operationId === 'renewDomain' && parts.variants.has('renew-transfers-group')) return 'domain_transfers';
  if (CORE_QUOTA_PATHS.includes(operationId) && parts.variants.has('core-quota-on-shared-paths')) return CORE_QUOTA_GROUP;
  return operation(operationId).group;
}

/** AMB-CORE-UNKNOWN-DOMAIN: whether a core creation naming no domain is refused as an invalid value (422) instead of 404. */
export function unknownCoreDomainIsInvalid(parts: ReferenceParts): boolean {
  return parts.variants.has('core-unknown-domain-422');
}

/** AMB-CORE-FOREIGN-DOMAIN: whether a core creation naming another key's domain is refused as an invalid value (422) instead of 403. */
export function foreignCoreDomainIsInvalid(parts: ReferenceParts): boolean {
  return parts.variants.has('core-foreign-domain-422');
}

/** AMB-SUCCESS-STATUS: the status of a successful extended-only creation. */
export function extendedCreationStatus(parts: ReferenceParts): number {
  return parts.variants.has('created-200') ? 200 : 201;
}

/** AMB-ERROR-FORMAT: the error body format of a request path. */
export function errorFormatFor(parts: ReferenceParts, path: string): ErrorFormat {
  if (parts.variants.has('errors-list')) return 'list';
  if (parts.variants.has('errors-mixed') && /^\/api\/v1\/dns_records(\/|$)/i.test(path)) return 'list';
  return 'object';
}

/** AMB-INVALID-STATUS: the status answered for a well-formed request with an invalid value. */
export function invalidValueStatus(parts: ReferenceParts, status: number): number {
  return status === 422 && parts.variants.has('invalid-400') ? 400 : status;
}

/** AMB-UNKNOWN-TEMPLATE: the status of an unknown template_id. */
export function unknownTemplateStatus(parts: ReferenceParts): number {
  return parts.variants.has('unknown-template-422') ? 422 : 404;
}

/** AMB-USER-REPEAT: whether a repeated createUser is a 409 instead of a new session. */
export function userRepeatConflicts(parts: ReferenceParts): boolean {
  return parts.variants.has('user-repeat-409');
}

/** AMB-LIST-LIMIT-OVER-MAX: the raw limit after clamping (only under limit-clamp; otherwise unchanged and rejected later). */
export function listLimitAfterClamp(parts: ReferenceParts, raw: unknown): unknown {
  const max = parts.config.constants.listUsersLimitMax;
  if (parts.variants.has('limit-clamp') && typeof raw === 'string' && /^\d+$/.test(raw) && Number(raw) > max) return String(max);
  return raw;
}

/** AMB-SHARED-DNS-STORE: the record space a path reads and writes. */
export function recordSpace(parts: ReferenceParts, iface: 'core' | 'extended'): RecordSpace {
  return parts.variants.has('separate-stores') ? iface : 'shared';
}

/** AMB-TYPE-ON-PUT: whether a PUT with another type is answered 2xx with the type unchanged. */
export function ignoresTypeChange(parts: ReferenceParts): boolean {
  return parts.variants.has('type-change-ignored');
}

/** AMB-SRV-PRIORITY: whether an SRV record's priority is read from its content whatever the priority field says. */
export function srvPriorityFromContent(parts: ReferenceParts): boolean {
  return parts.variants.has('srv-priority-from-content');
}

/** AMB-RECORD-REPEAT: whether a record equal to an existing one (type, name, content) is a 409. */
export function duplicateRecordsConflict(parts: ReferenceParts): boolean {
  return parts.variants.has('duplicate-record-409');
}

/** AMB-TRANSPORT slow-300ms: how late every response is sent. */
export function responseDelayMs(parts: ReferenceParts): number {
  return parts.variants.has('slow-300ms') ? 300 : 0;
}

/** AMB-USER-REPEAT user-find-200: whether a createUser that finds the user answers 200. */
export function userFindAnswers200(parts: ReferenceParts): boolean {
  return parts.variants.has('user-find-200');
}

/** AMB-ID-SHAPE typed-ids: the shape of each id path parameter; an id of another shape is refused as an invalid parameter. */
const ID_SHAPES: Record<string, RegExp> = {
  domain_id: /^dom_[a-z0-9_]+$/,
  record_id: /^rec_[a-z0-9_]+$/,
  id: /^rec_[a-z0-9_]+$/,
  transfer_id: /^trf_[a-z0-9_]+$/,
};

/** AMB-ID-SHAPE: the first id path parameter not of the reference's shape (only under typed-ids), or undefined. */
export function malformedIdParam(parts: ReferenceParts, params: Record<string, string>): string | undefined {
  if (!parts.variants.has('typed-ids')) return undefined;
  return Object.keys(params).find((name) => ID_SHAPES[name] && !ID_SHAPES[name].test(params[name]));
}

const LAX_TRUE = new Set<unknown>(['true', 'yes', '1', 'on', 1]);
const LAX_FALSE = new Set<unknown>(['false', 'no', '0', 'off', 0]);
/** The boolean and string inputs of §4.1-§4.3 a lax parser casts, by operation. */
const LAX_FIELDS: Record<string, { booleans?: string[]; strings?: string[] }> = {
  createUser: { strings: ['user_identifier'] },
  updateDomain: { booleans: ['auto_renew', 'whois_privacy'] },
  initiateTransfer: { booleans: ['extend_registration'], strings: ['user_identifier'] },
};

/** AMB-TYPE-COERCION coerce-types: the body as a lax parser reads it (Pydantic's lax mode, Rails' casting); unchanged otherwise. */
export function coercedBody(parts: ReferenceParts, operationId: string, body: unknown): unknown {
  const fields = LAX_FIELDS[operationId];
  if (!parts.variants.has('coerce-types') || !fields || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const f of fields.booleans ?? []) {
    if (LAX_TRUE.has(out[f])) out[f] = true;
    else if (LAX_FALSE.has(out[f])) out[f] = false;
  }
  for (const f of fields.strings ?? []) if (typeof out[f] === 'number') out[f] = String(out[f]);
  return out;
}

/** AMB-LIST-PARAM-INVALID list-limit-zero: whether limit=0 is a page of no users. */
export function listLimitZeroIsEmptyPage(parts: ReferenceParts): boolean {
  return parts.variants.has('list-limit-zero');
}

/** AMB-LIST-PARAM-INVALID list-params-fallback: whether a list query value the rules refuse reads as absent. */
export function listParamsFallBack(parts: ReferenceParts): boolean {
  return parts.variants.has('list-params-fallback');
}

/** AMB-RENEW-YEAR renew-365-days: whether a renewal year is 365 days instead of a calendar year. */
export function renewsByDays(parts: ReferenceParts): boolean {
  return parts.variants.has('renew-365-days');
}

/** AMB-RENEW-YEAR renew-cap-10-years: whether a registration may not run more than 10 years from today. */
export function capsAtTenYears(parts: ReferenceParts): boolean {
  return parts.variants.has('renew-cap-10-years');
}

/** AMB-AVAIL-INVALID-NAME invalid-name-unavailable: whether a domain_name that is not a domain name is answered as not registrable instead of rejected. */
export function invalidNameUnavailable(parts: ReferenceParts): boolean {
  return parts.variants.has('invalid-name-unavailable');
}

/** AMB-TLD-SET tlds-unlisted: whether GET /api/v1/domains/tlds lists nothing. */
export function tldsUnlisted(parts: ReferenceParts): boolean {
  return parts.variants.has('tlds-unlisted');
}

/** AMB-TLD-SET unsupported-tld-refused: whether a name under a TLD not offered is refused (422) by the availability check. */
export function unsupportedTldRefused(parts: ReferenceParts): boolean {
  return parts.variants.has('unsupported-tld-refused');
}

/** AMB-DOMAIN-NAME-FORM domain-names-absolute: a domain name as written in availability results and transfers. */
export function echoedDomainName(parts: ReferenceParts, name: string): string {
  return parts.variants.has('domain-names-absolute') ? `${name}.` : name;
}

/** AMB-TRANSFER-REPEAT transfer-fails-at-once: whether a transfer fails as soon as it is initiated. */
export function transfersFailAtOnce(parts: ReferenceParts): boolean {
  return parts.variants.has('transfer-fails-at-once');
}

/** AMB-TRANSFER-STARTED-AT transfer-started-at-on-processing: whether started_at waits for processing (in_progress) to begin. */
export function startedAtOnProcessing(parts: ReferenceParts): boolean {
  return parts.variants.has('transfer-started-at-on-processing');
}

/** AMB-RATE-LIMIT-WINDOW ratelimit-errors-uncounted: whether a request answered with an error is given back to its window. */
export function errorsUncounted(parts: ReferenceParts): boolean {
  return parts.variants.has('ratelimit-errors-uncounted');
}
