// generators/oracle.ts: an independent validator of the §2.1, §2.3 (rules 1-5, SRV form, type enums), §4.2 and §4.3 value rules, written from the spec;
// the generators' tests check every value against it.
// Independence: nothing here is imported from generators/; numbers come from contracts/spec-data (the §8 table as data),
// addresses are parsed by node:net (and, read leniently, by the inet_aton(3) rules written out here), names and e-mail addresses
// by explicit character loops.
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

/**
 * Where §2.3 leaves a content form open (which IPv4/IPv6 text an implementation reads, what "valid domain name" admits, how
 * SRV numbers are read), careful implementers differ. The oracle judges under either end of that range:
 * - 'strict' (default): the strictest careful reading. A value generated as VALID must break no rule under it.
 * - 'lenient': the most lenient careful reading. A value generated as INVALID must break its rule under it as well, so
 *   every careful implementer rejects it. A value that breaks a rule strictly but not leniently is open: never generated.
 * Rules the spec states outright (rule 1 name, rule 2 ttl, TXT 255, rules 4-5, §2.1, §4.2, §4.3) read the same both ways.
 */
export type OracleReading = 'strict' | 'lenient';

export interface OracleContext {
  /** For kind 'domainName': the record type the name is content of, which decides the requirement (default CNAME). */
  recordType?: 'CNAME' | 'MX';
  /** The reading to judge under (default 'strict'). */
  reading?: OracleReading;
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

/** Whether every character of `text` is in `allowed`; false for the empty string. */
function onlyOf(text: string, allowed: (c: string) => boolean): boolean {
  if (text.length === 0) return false;
  for (const c of text) if (!allowed(c)) return false;
  return true;
}

const isHexDigit = (c: string) => isAsciiDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
const isOctalDigit = (c: string) => c >= '0' && c <= '7';

/** `text` without a last `mark` and the run of `allowed` characters after it (a "/64", a "%eth0"), as a lenient reader drops them. */
function stripSuffix(text: string, mark: string, allowed: (c: string) => boolean): string {
  const at = text.lastIndexOf(mark);
  return at > 0 && onlyOf(text.slice(at + 1), allowed) ? text.slice(0, at) : text;
}

/**
 * One part of an inet_aton(3) address: decimal, octal after a leading 0, hex after 0x; its least value when the reading is
 * in doubt (a leading zero read as octal by some, as decimal by others), null when no reader takes it as a number.
 */
function atonPart(part: string): number | null {
  if (part.length >= 2 && part[0] === '0' && (part[1] === 'x' || part[1] === 'X')) {
    const digits = part.slice(2);
    return digits.length === 0 ? 0 : onlyOf(digits, isHexDigit) ? Number.parseInt(digits, 16) : null;
  }
  if (!onlyOf(part, isAsciiDigit)) return null;
  return part[0] === '0' && onlyOf(part, isOctalDigit) ? Number.parseInt(part, 8) : Number(part);
}

/** §2.3 rule 3 "A content must be a valid IPv4 address", read leniently: inet_aton(3) short and octal/hex forms, a /n, a trailing dot. */
function ipv4Lenient(text: string): boolean {
  let t = stripSuffix(text.trim(), '/', isAsciiDigit);
  if (t.endsWith('.')) t = t.slice(0, -1);
  const parts = t.split('.');
  if (parts.length > 4) return false;
  const values = parts.map(atonPart);
  if (values.some((v) => v === null)) return false;
  const last = values[values.length - 1] as number;
  const lastMax = 2 ** (8 * (5 - values.length)) - 1; // "a.b.c" fills the last 16 bits with c, "a.b" the last 24 with b
  return values.slice(0, -1).every((v) => (v as number) <= 255) && last <= lastMax;
}

/**
 * §2.3 rule 3 "A content must be a valid IPv4 address", read strictly: dotted-quad decimal without leading zeros (node:net),
 * and an ordinary unicast address a server has no reason to refuse as content: not 0/8 (this network), 127/8 (loopback),
 * 169.254/16 (link-local), 224/4 (multicast) or 240/4 (reserved, 255.255.255.255 included), RFC 6890.
 */
function ipv4Strict(text: string): boolean {
  if (!isIPv4(text)) return false;
  const [a, b] = text.split('.').map(Number);
  return a !== 0 && a !== 127 && a < 224 && !(a === 169 && b === 254);
}

function ipv4Ok(value: unknown, reading: OracleReading): boolean {
  return typeof value === 'string' && (reading === 'strict' ? ipv4Strict(value) : ipv4Lenient(value));
}

/**
 * §2.3 rule 3 "AAAA content a valid IPv6 address", read leniently: any RFC 4291 text form (node:net), embedded IPv4 included,
 * also inside brackets, with a zone index or with a /n (Ruby's IPAddr takes all three, PostgreSQL's inet the /n).
 */
function ipv6Lenient(text: string): boolean {
  let t = stripSuffix(text.trim(), '/', isAsciiDigit);
  if (t.startsWith('[') && t.endsWith(']')) t = t.slice(1, -1);
  t = stripSuffix(t, '%', (c) => isAsciiLetter(c) || isAsciiDigit(c));
  return isIPv6(t);
}

/**
 * §2.3 rule 3 "AAAA content a valid IPv6 address", read strictly: an RFC 4291 §2.2 text form (node:net), the mixed notation with an
 * embedded IPv4 part included (RFC 4291 §2.2 form 3 is as much an IPv6 address as the others: refusing it is a fault, not an open
 * point), without zone index; under 2000::/3 (global unicast) or the NAT64 well-known prefix 64:ff9b::/96 (RFC 6052), so not "::",
 * "::1", fe80::/10, ff00::/8 or an IPv4-mapped address, which a server may refuse as content.
 */
function ipv6Strict(text: string): boolean {
  if (text.includes('%') || !isIPv6(text) || text.startsWith(':')) return false;
  if (/^0*64:0*ff9b::/i.test(text) && text.includes('.')) return true;
  const first = Number.parseInt(text.slice(0, text.indexOf(':')), 16);
  return first >= 0x2000 && first <= 0x3fff;
}

function ipv6Ok(value: unknown, reading: OracleReading): boolean {
  return typeof value === 'string' && (reading === 'strict' ? ipv6Strict(value) : ipv6Lenient(value));
}

/**
 * §2.3 rule 3 "CNAME and MX content a valid domain name", read strictly: a host name. At most 253 characters, at least
 * two labels, each 1-63 letters, digits or hyphens with no hyphen at either end, the last label letters only (two or more).
 */
function hostNameOk(value: unknown): boolean {
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

/**
 * The same, read leniently: a domain name in the wider DNS sense. One label will do, a trailing dot (FQDN) is allowed, a
 * hyphen may stand anywhere, and so may an underscore (DKIM and SRV owner names), '*' (a wildcard) and '/' (RFC 2317
 * classless delegation names), and any letter outside ASCII (an IDN, read as its A-label). What no reader takes: nothing
 * at all, an empty label, a label over 63 or a name over 253 (RFC 1035 wire limits), a space or other punctuation.
 */
function domainNameLenient(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  if (name.length === 0 || name.length > constants.dnsNameMaxLength) return false;
  for (const label of name.split('.')) {
    if (label.length === 0 || label.length > HOST_LABEL_MAX) return false;
    for (const c of label) {
      if (!(isAsciiLetter(c) || isAsciiDigit(c) || c === '-' || c === '_' || c === '*' || c === '/' || c > '\x7f')) return false;
    }
  }
  return true;
}

function domainNameOk(value: unknown, reading: OracleReading): boolean {
  return typeof value === 'string' && (reading === 'strict' ? hostNameOk(value) : domainNameLenient(value));
}

/** §2.3 rule 3: "TXT content any text, at most 255 characters per string." Sent as one unquoted string (AMB-TXT-MULTI-STRING). */
function txtOk(value: unknown): boolean {
  return typeof value === 'string' && value.length <= constants.txtStringMaxLength;
}

/** An SRV number read strictly: decimal 0-65535 without a leading zero (RFC 2782's 16-bit fields). */
function decimalUint16(part: string): boolean {
  if (!onlyOf(part, isAsciiDigit) || (part.length > 1 && part[0] === '0')) return false;
  return Number(part) <= SIXTEEN_BITS;
}

/** An SRV number read leniently: anything a reader may take as a number ("-1", "1.5", "070000"); "x", "5a" and "" are none. */
function anyNumber(part: string): boolean {
  return part.trim().length > 0 && Number.isFinite(Number(part));
}

/**
 * §2.3: "SRV `content` is a single string of four space-separated parts: priority, weight, port, target." Strictly: single
 * spaces, three 16-bit decimals and a host name. Leniently (the spec states no range and no target rule): split on runs
 * of blanks, three parts that are numbers of any kind and any target; only a wrong number of parts or a number part that
 * is no number at all is refused by every reader.
 */
function srvOk(value: unknown, reading: OracleReading): boolean {
  if (typeof value !== 'string') return false;
  if (reading === 'lenient') {
    const parts = value.trim().split(/\s+/);
    return parts.length === 4 && anyNumber(parts[0]) && anyNumber(parts[1]) && anyNumber(parts[2]);
  }
  const parts = value.split(' ');
  return parts.length === 4 && decimalUint16(parts[0]) && decimalUint16(parts[1]) && decimalUint16(parts[2]) && hostNameOk(parts[3]);
}

/** The content rule of a type, and the requirement it carries. NS has no stated content rule. */
function contentViolation(type: string, content: unknown, reading: OracleReading): string | null {
  switch (type) {
    case 'A':
      return ipv4Ok(content, reading) ? null : 'DNS-CONTENT-A';
    case 'AAAA':
      return ipv6Ok(content, reading) ? null : 'DNS-CONTENT-AAAA';
    case 'CNAME':
      return domainNameOk(content, reading) ? null : 'DNS-CONTENT-CNAME';
    case 'MX':
      return domainNameOk(content, reading) ? null : 'DNS-CONTENT-MX';
    case 'TXT':
      return txtOk(content) ? null : 'DNS-CONTENT-TXT';
    case 'SRV':
      return srvOk(content, reading) ? null : 'DNS-CONTENT-SRV';
    default:
      return null;
  }
}

/**
 * The §2.3 rules on one record body (`contentKey` is 'content' for the extended shape, 'value' for the core one).
 * Rules that depend on a missing field are not judged: the missing field is the fault.
 */
function recordViolations(
  value: unknown,
  contentKey: 'content' | 'value',
  requiredId: string,
  enumId: string,
  types: string[],
  reading: OracleReading,
): string[] {
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
    const broken = contentViolation(r.type as string, r[contentKey], reading);
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
  return hostNameOk(domain); // e-mail has its own policy (AMB-EMAIL-FORMAT): its domain stays a host name under either reading
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
  const reading = context.reading ?? 'strict';
  let out: string[];
  switch (kind) {
    case 'recordName':
      out = recordNameOk(value) ? [] : ['DNS-NAME-RULE'];
      break;
    case 'ttl':
      out = ttlOk(value) ? [] : ['DNS-TTL-RANGE'];
      break;
    case 'ipv4':
      out = ipv4Ok(value, reading) ? [] : ['DNS-CONTENT-A'];
      break;
    case 'ipv6':
      out = ipv6Ok(value, reading) ? [] : ['DNS-CONTENT-AAAA'];
      break;
    case 'domainName':
      out = domainNameOk(value, reading) ? [] : [context.recordType === 'MX' ? 'DNS-CONTENT-MX' : 'DNS-CONTENT-CNAME'];
      break;
    case 'txt':
      out = txtOk(value) ? [] : ['DNS-CONTENT-TXT'];
      break;
    case 'srvContent':
      out = srvOk(value, reading) ? [] : ['DNS-CONTENT-SRV'];
      break;
    case 'extendedRecord':
      out = recordViolations(value, 'content', 'DNS-REQUIRED-FIELDS', 'DNS-TYPE-ENUM', limits.enums.extendedDnsTypes, reading);
      break;
    case 'coreRecord':
      out = recordViolations(value, 'value', 'CORE-DNS-REQUIRED', 'CORE-DNS-TYPE-ENUM', limits.enums.coreDnsTypes, reading);
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

/** Whether a host name used as NS content (no stated rule) or SRV target would pass the CNAME/MX content rule, read strictly. */
export function isHostName(value: unknown): boolean {
  return hostNameOk(value);
}
