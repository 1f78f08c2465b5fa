// reference/config.ts: the numbers the reference enforces: §8 limits and constants from contracts/limits.yaml, plus the reference's own choices on points the
// spec leaves "not shown" (contracts/ambiguities.yaml).
import { limits, type Constants, type RateLimitGroup } from '../contracts/spec-data.js';
import { loadTemplateSet, type TemplateSet } from './templates.js';
import { tldCatalogue, type TldEntry } from './fixtures.js';

export interface ReferenceConfig {
  /** §8 "Other constants" and the §2 field rules (a copy: faults may change it without touching other instances). */
  constants: Constants;
  /** §8 rate-limit groups, by the id operations.yaml names. */
  rateLimitGroups: Record<string, RateLimitGroup>;
  coreDnsTypes: string[];
  extendedDnsTypes: string[];
  domainStatuses: string[];
  /** §7 status table: object-format error code per status. */
  errorCodes: Record<string, string>;
  /** Window length override in ms; undefined means each group's own windowSeconds (§8: per minute). */
  windowMs: number | undefined;
  /** The core group's hourly quota spans this many windows (§8: 1000 per hour next to 100 per minute). */
  hourlyWindows: number;
  /** When false, requests are counted and headers sent, but nothing is refused with 429. */
  rateLimits: boolean;
  /**
   * AMB-RATE-LIMIT-WINDOW: fixed windows aligned to the epoch (the reference's choice), or a token bucket of the group's limit refilled at the
   * limit per window (variant ratelimit-token-bucket).
   */
  rateLimitModel: 'fixed-window' | 'token-bucket';
  /** AMB-RATE-LIMIT-WINDOW for §8's core hourly quota: a fixed hour (the reference's choice), or a bucket refilled continuously (variant). */
  hourlyModel: 'fixed-window' | 'token-bucket';
  /** AMB-RATE-LIMIT-RESET-FORM: X-RateLimit-Reset in whole seconds rounded up (the reference's choice), or with milliseconds (variant). */
  fractionalReset: boolean;
  /** Request body size limit; a larger body is a 400 validation_error (§7 "Invalid request data"). */
  bodyLimit: string;
  /** Rate-limit buckets kept at most (least recently used evicted): per-token state stays bounded under any number of distinct tokens. */
  rateLimitMaxBuckets: number;
  /** JSON nesting deeper than this is a 400: a hostile body cannot make a handler recurse without bound. */
  bodyMaxDepth: number;
  /** AMB-BULK-MAX reference choice: at most this many records per bulk request, more is a 400. */
  bulkMaxRecords: number;
  /** AMB-RECORD-VALUE-MAX reference choice (§2.3 rule 6 "not shown"). */
  recordContentMaxLength: number;
  /** §2.3: priority is an integer for MX and SRV only, null otherwise. */
  priorityTypes: string[];
  /** 16-bit DNS fields: MX preference (RFC 1035), SRV priority, weight and port (RFC 2782). */
  uint16Max: number;
  /** Label limit for host names in record content (RFC 1035); record names have none (AMB-LABEL-LENGTH). */
  hostnameLabelMaxLength: number;
  /** RFC 5321 path limit for e-mail addresses (§2.1 "valid e-mail address format"). */
  emailMaxLength: number;
  /** AMB-EMAIL-FORMAT: the loose reading of "valid e-mail address format" (variant email-loose) instead of RFC 5321's. */
  emailLoose: boolean;
  /** AMB-RECORD-REPEAT cname-root-409: a CNAME at the root is refused as a conflict with the root's records (409) instead of invalid data. */
  cnameRootConflict: boolean;
  /** §1: the embedded-interface session URL; a random token is appended. */
  loginUrlBase: string;
  registrar: string;
  nameservers: string[];
  currency: string;
  /** §2.5 TLD entries, prices in cents. */
  tlds: TldEntry[];
  /** AMB-TEMPLATES: the active template set (reference/templates.yaml). */
  templateSetName: string;
  templates: TemplateSet;
}

export function buildConfig(options: { windowMs?: number; hourlyWindows?: number; rateLimits?: boolean }): ReferenceConfig {
  const copy = structuredClone(limits);
  return {
    constants: copy.constants,
    rateLimitGroups: copy.rateLimitGroups,
    coreDnsTypes: copy.enums.coreDnsTypes,
    extendedDnsTypes: copy.enums.extendedDnsTypes,
    domainStatuses: copy.enums.domainStatuses,
    errorCodes: copy.enums.errorCodes,
    windowMs: options.windowMs,
    hourlyWindows: options.hourlyWindows ?? 60,
    rateLimits: options.rateLimits ?? true,
    rateLimitModel: 'fixed-window',
    hourlyModel: 'fixed-window',
    fractionalReset: false,
    bodyLimit: '1mb',
    rateLimitMaxBuckets: 10_000,
    bodyMaxDepth: 64,
    bulkMaxRecords: 100,
    recordContentMaxLength: 4096,
    priorityTypes: ['MX', 'SRV'],
    uint16Max: 65_535,
    hostnameLabelMaxLength: 63,
    emailMaxLength: 254,
    emailLoose: false,
    cnameRootConflict: false,
    loginUrlBase: 'https://embed.reference.invalid/session/',
    registrar: 'Reference Registrar',
    nameservers: ['ns1.reference.invalid', 'ns2.reference.invalid'],
    currency: 'USD',
    tlds: structuredClone(tldCatalogue),
    templateSetName: 'default',
    templates: loadTemplateSet('default'),
  };
}

/**
 * The window length of a group: the override (§8's minutes made short for the self-tests), else the group's own. A group counted by the hour
 * (the core quota of variant core-quota-on-shared-paths) keeps its hour under the override: its Reset lies up to an hour ahead, as a target's
 * would, whatever window the run chose.
 */
export function windowMsOf(config: ReferenceConfig, group: RateLimitGroup): number {
  return config.windowMs === undefined || group.windowSeconds > 60 ? group.windowSeconds * 1000 : config.windowMs;
}
