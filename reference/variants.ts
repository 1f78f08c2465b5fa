// reference/variants.ts: the allowed choices on the spec's open points (contracts/ambiguities.yaml `variants`), and every decision in the reference that
// depends on one.
import { ambiguities } from '../contracts/spec-data.js';
import { loadTemplateSet } from './templates.js';
import type { ErrorFormat } from './errors.js';
import type { ReferenceParts } from './parts.js';
import type { RecordSpace } from './store.js';

export interface VariantDescription {
  ambiguity: string;
  summary: string;
}

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
      '(bulk: in errors; template: 409)',
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
  'transfer-ids-uuid': {
    ambiguity: 'AMB-ID-FORMAT',
    summary: 'transfer ids are UUIDs, and GET /api/v1/domains/transfers/{transfer_id} refuses an id that is not one with 400 validation_error',
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

/** The variants that change numbers or data in parts.config; applied once when the parts are built. */
export function applyVariantsToConfig(parts: ReferenceParts): void {
  if (parts.variants.has('bulk-max-10')) parts.config.bulkMaxRecords = 10;
  if (parts.variants.has('unicode-letters')) {
    // AMB-LETTERS: "letters" read as every Unicode letter (rules compile the patterns with the u flag).
    parts.config.constants.userIdentifierPattern = '^[\\p{L}0-9_-]+$';
    parts.config.constants.dnsNamePattern = '^(@|[\\p{L}0-9.]|[\\p{L}0-9.][\\p{L}0-9.-]*[\\p{L}0-9.])$';
  }
  if (parts.variants.has('email-loose')) parts.config.emailLoose = true;
  if (parts.variants.has('templates-alt')) {
    parts.config.templateSetName = 'alt';
    parts.config.templates = loadTemplateSet('alt');
  }
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

/** AMB-ID-FORMAT transfer-ids-uuid: whether transfer ids are UUIDs, an id of another shape refused as a malformed parameter. */
export function transferIdsUuid(parts: ReferenceParts): boolean {
  return parts.variants.has('transfer-ids-uuid');
}
