// generators/oracle.ts: an independent validator of the §2.1, §2.3 (rules 1-5, SRV form, type enums), §4.2 and §4.3 value rules, written from the spec;
// the generators' tests check every value against it.
// Independence: nothing here is imported from generators/; numbers come from contracts/spec-data (the §8 table as data),
// addresses are parsed by node:net, names and e-mail addresses by explicit character loops.
import { isIPv4, isIPv6 } from 'node:net';
import { constants, limits } from '../contracts/spec-data.js';

export type OracleKind =
  | 'recordName'
  | 'ttl'
  | 'ipv4'
  | 'ipv6'
  | 'domainName'
  | 'txt'
  | 'srvContent'
  | 'extendedRecord'
  | 'coreRecord'
  | 'userIdentifier'
  | 'email'
  | 'listQuery'
  | 'renewYears';

export interface OracleContext {
  /** For kind 'domainName': the record type the name is content of, which decides the requirement (default CNAME). */
  recordType?: 'CNAME' | 'MX';
}

/** DNS label limit (RFC 1035) for host names used as content; record names are held to it only by policy (AMB-LABEL-LENGTH). */
const HOST_LABEL_MAX = 63;
/** MX preference (RFC 1035) and SRV priority, weight, port (RFC 2782) are 16-bit. */
const SIXTEEN_BITS = 65535;

const isAsciiLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isAsciiDigit = (c: string) => c >= '0' && c <= '9';
const isAbsent = (v: unknown) => v === undefined || v === null;

/** §2.3 rule 1: "`name` is 1-253 characters, made of letters, digits, hyphens and dots, and does not start or end with a hyphen. `@` denotes the root." */
function recordNameOk(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '@') return true;
  if (value.length < constants.dnsNameMinLength || value.length > constants.dnsNameMaxLength) return false;
  for (const c of value) {
    if (!(isAsciiLetter(c) || isAsciiDigit(c) || c === '-' || c === '.')) return false;
  }
  return value[0] !== '-' && value[value.length - 1] !== '-';
}

/** §2.3 rule 2: "`ttl` is between 60 and 86400 seconds inclusive." */
function ttlOk(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= constants.dnsTtlMin && value <= constants.dnsTtlMax;
}

/** §2.3 rule 3: "A content must be a valid IPv4 address" (dotted quad, as node:net reads it). */
function ipv4Ok(value: unknown): boolean {
  return typeof value === 'string' && isIPv4(value);
}

/** §2.3 rule 3: "AAAA content a valid IPv6 address" (node:net, without a zone index, which is not part of an address). */
function ipv6Ok(value: unknown): boolean {
  return typeof value === 'string' && !value.includes('%') && isIPv6(value);
}

/**
 * §2.3 rule 3: "CNAME and MX content a valid domain name". A host name: at most 253 characters, at least two labels,
 * each 1-63 letters, digits or hyphens with no hyphen at either end, the last label letters only (two or more).
 */
function domainNameOk(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > constants.dnsNameMaxLength) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > HOST_LABEL_MAX) return false;
    if (label[0] === '-' || label[label.length - 1] === '-') return false;
    for (const c of label) if (!(isAsciiLetter(c) || isAsciiDigit(c) || c === '-')) return false;
  }
  const tld = labels[labels.length - 1];
  if (tld.length < 2) return false;
  for (const c of tld) if (!isAsciiLetter(c)) return false;
  return true;
}

/** §2.3 rule 3: "TXT content any text, at most 255 characters per string." Sent as one unquoted string (AMB-TXT-MULTI-STRING). */
function txtOk(value: unknown): boolean {
  return typeof value === 'string' && value.length <= constants.txtStringMaxLength;
}

function decimalUint16(part: string): boolean {
  if (part.length === 0) return false;
  for (const c of part) if (!isAsciiDigit(c)) return false;
  return Number(part) <= SIXTEEN_BITS;
}

/** §2.3: "SRV `content` is a single string of four space-separated parts: priority, weight, port, target." */
function srvOk(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parts = value.split(' ');
  return parts.length === 4 && decimalUint16(parts[0]) && decimalUint16(parts[1]) && decimalUint16(parts[2]) && domainNameOk(parts[3]);
}

/** The content rule of a type, and the requirement it carries. NS has no stated content rule. */
function contentViolation(type: string, content: unknown): string | null {
  switch (type) {
    case 'A':
      return ipv4Ok(content) ? null : 'DNS-CONTENT-A';
    case 'AAAA':
      return ipv6Ok(content) ? null : 'DNS-CONTENT-AAAA';
    case 'CNAME':
      return domainNameOk(content) ? null : 'DNS-CONTENT-CNAME';
    case 'MX':
      return domainNameOk(content) ? null : 'DNS-CONTENT-MX';
    case 'TXT':
      return txtOk(content) ? null : 'DNS-CONTENT-TXT';
    case 'SRV':
      return srvOk(content) ? null : 'DNS-CONTENT-SRV';
    default:
      return null;
  }
}

/**
 * The §2.3 rules on one record body (`contentKey` is 'content' for the extended shape, 'value' for the core one).
 * Rules that depend on a missing field are not judged: the missing field is the fault.
 */
function recordViolations(value: unknown, contentKey: 'content' | 'value', requiredId: string, enumId: string, types: string[]): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [requiredId];
  const r = value as Record<string, unknown>;
  const out: string[] = [];
  // §4.4 "Body: type, name, content (required)"; §4.1 "domain_id, type, name, value (required)".
  if (isAbsent(r.type) || isAbsent(r.name) || isAbsent(r[contentKey])) out.push(requiredId);
  const typeKnown = typeof r.type === 'string' && types.includes(r.type);
  if (!isAbsent(r.type) && !typeKnown) out.push(enumId);
  if (!isAbsent(r.name) && !recordNameOk(r.name)) out.push('DNS-NAME-RULE');
  if (r.ttl !== undefined && !ttlOk(r.ttl)) out.push('DNS-TTL-RANGE');
  if (typeKnown && !isAbsent(r[contentKey])) {
    const broken = contentViolation(r.type as string, r[contentKey]);
    if (broken) out.push(broken);
  }
  // Rule 4: "A CNAME record must not be created on the root `@`."
  if (r.type === 'CNAME' && r.name === '@') out.push('DNS-CNAME-ROOT');
  // Rule 5: "`priority` is required for MX records."
  if (r.type === 'MX' && isAbsent(r.priority)) out.push('DNS-MX-PRIORITY');
  return out;
}

/** §2.1: "max 255 characters; only letters, digits, underscore, hyphen"; required. */
function userIdentifierViolations(value: unknown): string[] {
  if (isAbsent(value) || value === '') return ['USER-ID-REQUIRED'];
  if (typeof value !== 'string') return ['USER-ID-CHARSET'];
  const out: string[] = [];
  if (value.length > constants.userIdentifierMaxLength) out.push('USER-ID-MAXLEN');
  for (const c of value) {
    if (!(isAsciiLetter(c) || isAsciiDigit(c) || c === '_' || c === '-')) {
      out.push('USER-ID-CHARSET');
      break;
    }
  }
  return out;
}

/** RFC 5322 atext: the characters of a dot-atom local part besides the dots. */
const ATEXT_SPECIALS = "!#$%&'*+/=?^_`{|}~-";

/**
 * §2.1 "Valid e-mail address format": local@domain, one '@'; the local part a dot-atom (RFC 5322 atext, no dot at
 * either end or doubled, at most 64); the domain a host name as for record content; at most 254 in all (RFC 5321).
 */
function emailOk(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  let at = -1;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '@') {
      if (at !== -1) return false;
      at = i;
    }
  }
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || local[0] === '.' || local[local.length - 1] === '.' || local.includes('..')) return false;
  for (const c of local) {
    if (!(isAsciiLetter(c) || isAsciiDigit(c) || c === '.' || ATEXT_SPECIALS.includes(c))) return false;
  }
  return domainNameOk(domain);
}

/** Reads a query value as the text it is sent as; an integer if it is nothing but an optional '-' and digits. */
function queryInteger(v: unknown): number | null {
  const text = String(v);
  const digits = text.startsWith('-') ? text.slice(1) : text;
  if (digits.length === 0) return null;
  for (const c of digits) if (!isAsciiDigit(c)) return null;
  return Number(text);
}

/** §4.2: "limit (integer, default 50, max 100), offset (integer, default 0), sort (...), order (asc or desc)". */
function listQueryViolations(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['USER-LIST-PARAMS-INVALID'];
  const q = value as Record<string, unknown>;
  const out = new Set<string>();
  if (q.limit !== undefined) {
    const n = queryInteger(q.limit);
    if (n === null || n < 1) out.add('USER-LIST-PARAMS-INVALID');
    else if (n > constants.listUsersLimitMax) out.add('USER-LIST-LIMIT-MAX');
  }
  if (q.offset !== undefined) {
    const n = queryInteger(q.offset);
    if (n === null || n < 0) out.add('USER-LIST-PARAMS-INVALID');
  }
  if (q.sort !== undefined && !constants.listUsersSortFields.includes(String(q.sort))) out.add('USER-LIST-PARAMS-INVALID');
  if (q.order !== undefined && !constants.listUsersOrders.includes(String(q.order))) out.add('USER-LIST-PARAMS-INVALID');
  return [...out];
}

/** §4.3: "years (integer, required, 1-10)". */
function renewYearsOk(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= constants.renewYearsMin && value <= constants.renewYearsMax;
}

/**
 * The requirement IDs (contracts/requirements.yaml) a value breaks, sorted; [] when it breaks none.
 * Record kinds take a request body ({type, name, content|value, ttl?, priority?}); 'coreRecord' applies the
 * core required fields and type enum (CORE-DNS-REQUIRED, CORE-DNS-TYPE-ENUM, domain_id not judged) and the
 * §2.3 rules 1-5 (AMB-CORE-VALIDATION: a valid core record must pass them too).
 */
export function ruleViolations(kind: OracleKind, value: unknown, context: OracleContext = {}): string[] {
  let out: string[];
  switch (kind) {
    case 'recordName':
      out = recordNameOk(value) ? [] : ['DNS-NAME-RULE'];
      break;
    case 'ttl':
      out = ttlOk(value) ? [] : ['DNS-TTL-RANGE'];
      break;
    case 'ipv4':
      out = ipv4Ok(value) ? [] : ['DNS-CONTENT-A'];
      break;
    case 'ipv6':
      out = ipv6Ok(value) ? [] : ['DNS-CONTENT-AAAA'];
      break;
    case 'domainName':
      out = domainNameOk(value) ? [] : [context.recordType === 'MX' ? 'DNS-CONTENT-MX' : 'DNS-CONTENT-CNAME'];
      break;
    case 'txt':
      out = txtOk(value) ? [] : ['DNS-CONTENT-TXT'];
      break;
    case 'srvContent':
      out = srvOk(value) ? [] : ['DNS-CONTENT-SRV'];
      break;
    case 'extendedRecord':
      out = recordViolations(value, 'content', 'DNS-REQUIRED-FIELDS', 'DNS-TYPE-ENUM', limits.enums.extendedDnsTypes);
      break;
    case 'coreRecord':
      out = recordViolations(value, 'value', 'CORE-DNS-REQUIRED', 'CORE-DNS-TYPE-ENUM', limits.enums.coreDnsTypes);
      break;
    case 'userIdentifier':
      out = userIdentifierViolations(value);
      break;
    case 'email':
      out = emailOk(value) ? [] : ['USER-EMAIL-FORMAT'];
      break;
    case 'listQuery':
      out = listQueryViolations(value);
      break;
    case 'renewYears':
      out = renewYearsOk(value) ? [] : ['DOMAIN-RENEW-YEARS'];
      break;
  }
  return [...new Set(out)].sort();
}

/** Whether a host name used as NS content (no stated rule) or SRV target would pass the CNAME/MX content rule. */
export function isHostName(value: unknown): boolean {
  return domainNameOk(value);
}
