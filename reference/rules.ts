// reference/rules.ts: the validation rules, one small named rule each (§2.1 user fields, §2.3 rules 1-6, §4.2-4.4 request fields); a route calls them
// only through ctx.rules, the set of its own operation (rulesFor), so a fault can replace a rule everywhere (parts.rules) or on one operation.
import { isIPv4, isIPv6 } from 'node:net';
import type { ReferenceConfig } from './config.js';

/** §7 observed detail codes. */
export type DetailCode = 'missing_required_field' | 'invalid_format' | 'conflict';

/** What a rule reports: the status (AMB-INVALID-STATUS reference: 400 missing/wrong type, 422 invalid value), field and message. */
export interface Violation {
  /** 409 only for a record that exists (the duplicate-record-409 variant, AMB-RECORD-REPEAT). */
  status: 400 | 409 | 422;
  field: string;
  code: DetailCode;
  message: string;
}

export type DnsInterface = 'core' | 'extended';

/** A DNS record as submitted or merged, before validation; `content` is the core `value`. */
export interface RecordCandidate {
  type?: unknown;
  name?: unknown;
  content?: unknown;
  ttl?: unknown;
  priority?: unknown;
}

export function missing(field: string, message = `${field} is required`): Violation {
  return { status: 400, field, code: 'missing_required_field', message };
}

export function wrongType(field: string, expected: string): Violation {
  return { status: 400, field, code: 'invalid_format', message: `${field} must be ${expected}` };
}

export function invalid(field: string, message: string): Violation {
  return { status: 422, field, code: 'invalid_format', message };
}

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

export interface Rules {
  /** A request body is a JSON object (§4: "All request and response bodies are JSON"). */
  objectBody(body: unknown): Violation | null;
  /** §2.1: required; max 255; letters, digits, underscore, hyphen. */
  userIdentifier(value: unknown): Violation | null;
  /** §2.1: optional; valid e-mail address format if present. */
  email(value: unknown): Violation | null;
  /** §4.2 list users query: limit integer 1..100. */
  listLimit(raw: unknown): Violation | null;
  /** §4.2 list users query: offset integer >= 0. */
  listOffset(raw: unknown): Violation | null;
  /** §4.2 list users query: sort is created_at, last_login or domain_count. */
  listSort(raw: unknown): Violation | null;
  /** §4.2 list users query: order is asc or desc. */
  listOrder(raw: unknown): Violation | null;
  /** §4.3 PUT domain: auto_renew and whois_privacy are optional booleans. */
  booleanSetting(field: string, value: unknown): Violation | null;
  /** §4.3 renew: years integer, required, 1-10 (§8). */
  renewYears(value: unknown): Violation | null;
  /** A registrable domain name (transfer, availability). */
  domainName(value: unknown, field: string): Violation | null;
  /** §4.3 transfer: auth_code string, required. */
  authCode(value: unknown): Violation | null;
  /** A host name as record content (CNAME, MX, NS, SRV target), trailing dot allowed. */
  isHostname(value: string): boolean;
  /** §2.3 type enum: core A, AAAA, CNAME, MX, TXT; extended adds SRV, NS. */
  recordType(value: unknown, iface: DnsInterface): Violation | null;
  /** §2.3 rule 1: 1-253 characters of letters, digits, hyphens, dots; no leading or trailing hyphen; or @. */
  recordName(value: unknown): Violation | null;
  /** §2.3 rule 2: integer 60-86400. */
  ttl(value: unknown): Violation | null;
  /** §2.3 rule 3 (and the SRV content form): content matches the record type. */
  recordContent(type: string, value: string, field: string): Violation | null;
  /** §2.3 SRV content: "priority weight port target". */
  srvContent(value: string, field: string): Violation | null;
  /** §2.3 rule 4: no CNAME at the root @. */
  cnameAtRoot(type: string, name: string): Violation | null;
  /** §2.3 rule 5: priority is required for MX. */
  mxPriority(type: string, priority: unknown): Violation | null;
  /** §2.3: priority, where it applies (MX, SRV), is a 16-bit integer. */
  priority(type: string, value: unknown): Violation | null;
  /** §2.3 rule 6 ("not shown"): the reference's maximum content length. */
  contentLength(value: string, field: string): Violation | null;
  /** Core weight and port: optional 16-bit integers. */
  uint16(field: string, value: unknown): Violation | null;
  /** Core target: optional host name. */
  srvTarget(value: unknown): Violation | null;
  /** Every §2.3 rule on one record, in a fixed order; the first failure is reported. */
  dnsRecord(candidate: RecordCandidate, iface: DnsInterface, contentField: string): Violation | null;
}

/** What a rule is built from: the configuration, and the rule set it belongs to (so dnsRecord calls the ttl rule of its own operation). */
export interface RuleEnv {
  config: ReferenceConfig;
  rules: Rules;
}

/** A named rule: built once per rule set from its environment. Every rule reads config at call time, so a fault that changes a number changes the rule. */
export type Rule<K extends keyof Rules> = (env: RuleEnv) => Rules[K];

const objectBody: Rule<'objectBody'> = (_env) => (body) => {
  if (body === undefined) return null; // no body at all: treated as {}, so the missing fields are reported
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return wrongType('body', 'a JSON object');
  return null;
};

const userIdentifier: Rule<'userIdentifier'> =
  ({ config }) =>
  (value) => {
    const { userIdentifierMaxLength, userIdentifierPattern } = config.constants;
    if (isAbsent(value)) return missing('user_identifier');
    if (typeof value !== 'string') return wrongType('user_identifier', 'a string');
    if (value.length < 1 || value.length > userIdentifierMaxLength) {
      return invalid('user_identifier', `user_identifier must be 1-${userIdentifierMaxLength} characters`);
    }
    if (!new RegExp(userIdentifierPattern, 'u').test(value)) {
      return invalid('user_identifier', 'user_identifier may contain only letters, digits, underscore and hyphen');
    }
    return null;
  };

const email: Rule<'email'> =
  ({ config, rules }) =>
  (value) => {
    if (isAbsent(value)) return null;
    if (typeof value !== 'string') return wrongType('email', 'a string');
    // AMB-EMAIL-FORMAT email-loose: the loosest common reading, something@something.something without spaces or a second @.
    if (config.emailLoose) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : invalid('email', 'email must be a valid e-mail address');
    const at = value.lastIndexOf('@');
    const local = value.slice(0, at);
    const domain = value.slice(at + 1);
    const ok =
      at > 0 &&
      value.length <= config.emailMaxLength &&
      /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local) &&
      !local.startsWith('.') &&
      !local.endsWith('.') &&
      !local.includes('..') &&
      !domain.endsWith('.') &&
      rules.isHostname(domain);
    return ok ? null : invalid('email', 'email must be a valid e-mail address');
  };

const listLimit: Rule<'listLimit'> =
  ({ config }) =>
  (raw) => {
    if (raw === undefined) return null;
    const max = config.constants.listUsersLimitMax;
    if (typeof raw !== 'string' || !/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
      return invalid('limit', `limit must be an integer from 1 to ${max}`);
    }
    return null;
  };

const listOffset: Rule<'listOffset'> = (_env) => (raw) => {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) return invalid('offset', 'offset must be a non-negative integer');
  return null;
};

const listSort: Rule<'listSort'> =
  ({ config }) =>
  (raw) => {
    if (raw === undefined) return null;
    const fields = config.constants.listUsersSortFields;
    if (typeof raw !== 'string' || !fields.includes(raw)) return invalid('sort', `sort must be one of ${fields.join(', ')}`);
    return null;
  };

const listOrder: Rule<'listOrder'> =
  ({ config }) =>
  (raw) => {
    if (raw === undefined) return null;
    const orders = config.constants.listUsersOrders;
    if (typeof raw !== 'string' || !orders.includes(raw)) return invalid('order', `order must be one of ${orders.join(', ')}`);
    return null;
  };

const booleanSetting: Rule<'booleanSetting'> = (_env) => (field, value) => {
  if (value === undefined) return null;
  return typeof value === 'boolean' ? null : wrongType(field, 'a boolean');
};

const renewYears: Rule<'renewYears'> =
  ({ config }) =>
  (value) => {
    const { renewYearsMin, renewYearsMax } = config.constants;
    if (isAbsent(value)) return missing('years');
    if (typeof value !== 'number') return wrongType('years', 'an integer');
    if (!Number.isInteger(value) || value < renewYearsMin || value > renewYearsMax) {
      return invalid('years', `years must be an integer from ${renewYearsMin} to ${renewYearsMax}`);
    }
    return null;
  };

const domainName: Rule<'domainName'> =
  ({ rules }) =>
  (value, field) => {
    if (isAbsent(value)) return missing(field);
    if (typeof value !== 'string') return wrongType(field, 'a string');
    const tld = value.slice(value.lastIndexOf('.') + 1);
    if (value.endsWith('.') || !rules.isHostname(value) || !/^[A-Za-z]{2,}$/.test(tld)) {
      return invalid(field, `${field} must be a valid domain name`);
    }
    return null;
  };

const authCode: Rule<'authCode'> = (_env) => (value) => {
  if (isAbsent(value)) return missing('auth_code');
  if (typeof value !== 'string') return wrongType('auth_code', 'a string');
  if (value.length === 0) return invalid('auth_code', 'auth_code must not be empty');
  return null;
};

const isHostname: Rule<'isHostname'> =
  ({ config }) =>
  (value) => {
    const name = value.endsWith('.') ? value.slice(0, -1) : value;
    if (name.length < 1 || name.length > config.constants.dnsNameMaxLength) return false;
    const labels = name.split('.');
    if (labels.length < 2) return false;
    const labelOk = (label: string) => label.length <= config.hostnameLabelMaxLength && /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(label);
    return labels.every(labelOk) && !/^\d+$/.test(labels[labels.length - 1]);
  };

const recordType: Rule<'recordType'> =
  ({ config }) =>
  (value, iface) => {
    const types = iface === 'core' ? config.coreDnsTypes : config.extendedDnsTypes;
    if (typeof value !== 'string') return wrongType('type', 'a string');
    if (!types.includes(value)) return invalid('type', `type must be one of ${types.join(', ')}`);
    return null;
  };

const recordName: Rule<'recordName'> =
  ({ config }) =>
  (value) => {
    const { dnsNameMinLength, dnsNameMaxLength, dnsNamePattern } = config.constants;
    if (typeof value !== 'string') return wrongType('name', 'a string');
    if (value.length < dnsNameMinLength || value.length > dnsNameMaxLength) {
      return invalid('name', `name must be ${dnsNameMinLength}-${dnsNameMaxLength} characters`);
    }
    if (!new RegExp(dnsNamePattern, 'u').test(value)) {
      return invalid('name', 'name may contain only letters, digits, hyphens and dots, not start or end with a hyphen, or be @');
    }
    return null;
  };

const ttl: Rule<'ttl'> =
  ({ config }) =>
  (value) => {
    const { dnsTtlMin, dnsTtlMax } = config.constants;
    if (typeof value !== 'number') return wrongType('ttl', 'an integer');
    if (!Number.isInteger(value) || value < dnsTtlMin || value > dnsTtlMax) {
      return invalid('ttl', `ttl must be an integer from ${dnsTtlMin} to ${dnsTtlMax} seconds`);
    }
    return null;
  };

const recordContent: Rule<'recordContent'> =
  ({ config, rules }) =>
  (type, value, field) => {
    if (value.length === 0) return invalid(field, `${field} must not be empty`);
    switch (type) {
      case 'A':
        return isIPv4(value) ? null : invalid(field, `${field} of an A record must be a valid IPv4 address`);
      case 'AAAA':
        return isIPv6(value) ? null : invalid(field, `${field} of an AAAA record must be a valid IPv6 address`);
      case 'CNAME':
      case 'MX':
      case 'NS':
        return rules.isHostname(value) ? null : invalid(field, `${field} of a ${type} record must be a valid domain name`);
      case 'TXT': {
        const max = config.constants.txtStringMaxLength;
        return value.length <= max ? null : invalid(field, `${field} of a TXT record must be at most ${max} characters`);
      }
      case 'SRV':
        return rules.srvContent(value, field);
      default:
        return null;
    }
  };

const srvContent: Rule<'srvContent'> =
  ({ config, rules }) =>
  (value, field) => {
    const parts = value.split(' ');
    const numberOk = (part: string) => /^\d+$/.test(part) && Number(part) <= config.uint16Max;
    const ok = parts.length === 4 && numberOk(parts[0]) && numberOk(parts[1]) && numberOk(parts[2]) && rules.isHostname(parts[3]);
    return ok ? null : invalid(field, `${field} of an SRV record must be "priority weight port target"`);
  };

const cnameAtRoot: Rule<'cnameAtRoot'> =
  ({ config }) =>
  (type, name) => {
    if (type !== 'CNAME' || name !== '@') return null;
    if (config.cnameRootConflict) return { status: 409, field: 'type', code: 'conflict', message: 'a CNAME at the root conflicts with its records' };
    return invalid('name', 'a CNAME record cannot be created at the root @');
  };

const mxPriority: Rule<'mxPriority'> = (_env) => (type, priority) => {
  return type === 'MX' && isAbsent(priority) ? missing('priority', 'priority is required for MX records') : null;
};

const priority: Rule<'priority'> =
  ({ config }) =>
  (type, value) => {
    if (!config.priorityTypes.includes(type) || isAbsent(value)) return null; // not applicable: ignored, stored null
    if (typeof value !== 'number') return wrongType('priority', 'an integer');
    if (!Number.isInteger(value) || value < 0 || value > config.uint16Max) {
      return invalid('priority', `priority must be an integer from 0 to ${config.uint16Max}`);
    }
    return null;
  };

const contentLength: Rule<'contentLength'> =
  ({ config }) =>
  (value, field) => {
    const max = config.recordContentMaxLength;
    return value.length <= max ? null : invalid(field, `${field} must be at most ${max} characters`);
  };

const uint16: Rule<'uint16'> =
  ({ config }) =>
  (field, value) => {
    if (isAbsent(value)) return null;
    if (typeof value !== 'number') return wrongType(field, 'an integer');
    if (!Number.isInteger(value) || value < 0 || value > config.uint16Max) {
      return invalid(field, `${field} must be an integer from 0 to ${config.uint16Max}`);
    }
    return null;
  };

const srvTarget: Rule<'srvTarget'> =
  ({ rules }) =>
  (value) => {
    if (isAbsent(value)) return null;
    if (typeof value !== 'string') return wrongType('target', 'a string');
    return rules.isHostname(value) ? null : invalid('target', 'target must be a valid domain name');
  };

const dnsRecord: Rule<'dnsRecord'> =
  ({ rules }) =>
  (candidate, iface, contentField) => {
    const { type, name, content, ttl, priority } = candidate;
    if (isAbsent(type)) return missing('type');
    if (isAbsent(name)) return missing('name');
    if (isAbsent(content)) return missing(contentField);
    const typeViolation = rules.recordType(type, iface);
    if (typeViolation) return typeViolation;
    if (typeof content !== 'string') return wrongType(contentField, 'a string');
    const recordType = type as string;
    return (
      rules.recordName(name) ??
      rules.contentLength(content, contentField) ??
      rules.recordContent(recordType, content, contentField) ??
      rules.ttl(ttl) ??
      rules.cnameAtRoot(recordType, name as string) ??
      rules.mxPriority(recordType, priority) ??
      rules.priority(recordType, priority)
    );
  };

/** Every rule by name, in the order of the Rules interface. */
const RULES: { [K in keyof Rules]: Rule<K> } = {
  objectBody,
  userIdentifier,
  email,
  listLimit,
  listOffset,
  listSort,
  listOrder,
  booleanSetting,
  renewYears,
  domainName,
  authCode,
  isHostname,
  recordType,
  recordName,
  ttl,
  recordContent,
  srvContent,
  cnameAtRoot,
  mxPriority,
  priority,
  contentLength,
  uint16,
  srvTarget,
  dnsRecord,
};

export const RULE_NAMES = Object.keys(RULES) as Array<keyof Rules>;

/** The rule functions createRules made, so rulesFor can tell a rule a fault replaced everywhere from one it may rebuild for an operation. */
const pristine = new WeakSet<object>();

function bind(config: ReferenceConfig, pick: (name: keyof Rules, rules: Rules) => Rules[keyof Rules] | undefined): Rules {
  const rules = {} as Record<keyof Rules, unknown>;
  const env: RuleEnv = { config, rules: rules as unknown as Rules };
  for (const name of RULE_NAMES) {
    const chosen = pick(name, rules as unknown as Rules);
    rules[name] = chosen ?? (RULES[name] as Rule<typeof name>)(env);
  }
  return rules as unknown as Rules;
}

/** The shared rule set (parts.rules): every operation uses it unless an operation has its own overrides. */
export function createRules(config: ReferenceConfig): Rules {
  const rules = bind(config, () => undefined);
  for (const name of RULE_NAMES) pristine.add(rules[name]);
  return rules;
}

/** Replacements of rules on one operation: operation id -> rule name -> the rule used there instead. */
export type RuleOverrides = Record<string, Partial<Rules>>;

/**
 * The rule set an operation validates with: its own overrides first, then any rule a fault replaced in the shared set, then the
 * named rules bound to this set, so a composite rule (dnsRecord) uses the operation's ttl, name and content rules.
 */
export function rulesFor(shared: Rules, overrides: RuleOverrides, config: ReferenceConfig, operationId: string): Rules {
  const own = overrides[operationId];
  if (!own) return shared;
  return bind(config, (name) => (own[name] as Rules[typeof name] | undefined) ?? (pristine.has(shared[name]) ? undefined : shared[name]));
}
