// Typed access to the spec tables kept as data in contracts/: operations (§4), limits (§8), ambiguities.
// One place reads them; the reference server, the harness and the tests all import from here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';

export const CONTRACTS_DIR = dirname(fileURLToPath(import.meta.url));

/** js-yaml with the YAML 1.2 core schema (no dates, no merge keys): it reads these tables as the `yaml` package does, several times faster,
 * and every run loads them twice (the main process and the check worker). */
function loadYaml<T>(file: string): T {
  return load(readFileSync(join(CONTRACTS_DIR, file), 'utf8'), { schema: CORE_SCHEMA }) as T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Interface = 'core' | 'extended';

export interface Operation {
  id: string;
  method: HttpMethod;
  /** Path template as in the spec (extended parameter names). */
  path: string;
  /** The core table's spelling of the path, where it differs. */
  corePath?: string;
  /** Spec tables (§4.x) that list this operation. */
  rows: string[];
  group: string;
  groupStated: boolean;
}

export interface RateLimitGroup {
  name: string;
  limit: number;
  windowSeconds: number;
  hourlyLimit?: number;
}

export interface Constants {
  userIdentifierMaxLength: number;
  userIdentifierPattern: string;
  listUsersLimitDefault: number;
  listUsersLimitMax: number;
  listUsersOffsetDefault: number;
  listUsersSortFields: string[];
  listUsersSortDefault: string;
  listUsersOrders: string[];
  listUsersOrderDefault: string;
  renewYearsMin: number;
  renewYearsMax: number;
  sessionValidityHours: number;
  dnsTtlMin: number;
  dnsTtlMax: number;
  dnsTtlDefaultExtended: number;
  dnsTtlDefaultCore: number;
  dnsNameMinLength: number;
  dnsNameMaxLength: number;
  dnsNamePattern: string;
  txtStringMaxLength: number;
  transferDurationDaysMin: number;
  transferDurationDaysMax: number;
}

export interface Limits {
  rateLimitGroups: Record<string, RateLimitGroup>;
  rateLimitHeaders: string[];
  constants: Constants;
  enums: {
    coreDnsTypes: string[];
    extendedDnsTypes: string[];
    domainStatuses: string[];
    transferStatuses: string[];
    errorCodes: Record<string, string>;
  };
}

export interface Ambiguity {
  id: string;
  spec: string;
  sentence: string;
  policy: string;
  accepted: unknown;
  reference: string;
  variants: string[];
}

export const operations: Operation[] = loadYaml<{ operations: Operation[] }>('operations.yaml').operations;
export const limits: Limits = loadYaml<Limits>('limits.yaml');
export const constants: Constants = limits.constants;
export const ambiguities: Ambiguity[] = loadYaml<{ ambiguities: Ambiguity[] }>('ambiguities.yaml').ambiguities;

const byId = new Map(operations.map((op) => [op.id, op]));

export function operation(id: string): Operation {
  const op = byId.get(id);
  if (!op) throw new Error(`unknown operation id ${id}`);
  return op;
}

/** Interfaces an operation belongs to: core if §4.1 lists it, extended if §4.2-4.4 do. */
export function interfacesOf(op: Operation): Interface[] {
  const result: Interface[] = [];
  if (op.rows.includes('4.1')) result.push('core');
  if (op.rows.some((r) => r !== '4.1')) result.push('extended');
  return result;
}

/** "METHOD /api/v1/..." as the spec writes it, for reports. */
export function operationLabel(id: string): string {
  const op = operation(id);
  return `${op.method} ${op.path}`;
}

export function rateLimitGroupOf(operationId: string): RateLimitGroup & { id: string } {
  const op = operation(operationId);
  const group = limits.rateLimitGroups[op.group];
  if (!group) throw new Error(`operation ${operationId} names unknown rate-limit group ${op.group}`);
  return { id: op.group, ...group };
}

export function ambiguity(id: string): Ambiguity {
  const found = ambiguities.find((a) => a.id === id);
  if (!found) throw new Error(`unknown ambiguity ${id}`);
  return found;
}

/** How AMB-RATE-LIMIT-GROUP's `accepted` writes "any limit": a partner's own quota where §8 gives only a "Default" and an "up to". */
export const ANY_POSITIVE_LIMIT = 'any positive integer';

/** Limits a target may report in X-RateLimit-Limit for an operation (AMB-RATE-LIMIT-GROUP): the list, or 'any' positive integer. */
export function acceptedRateLimits(operationId: string): number[] | 'any' {
  const accepted = ambiguity('AMB-RATE-LIMIT-GROUP').accepted as Record<string, number[] | string>;
  const entry = accepted[operationId];
  if (entry === ANY_POSITIVE_LIMIT) return 'any';
  if (entry !== undefined && !Array.isArray(entry)) throw new Error(`AMB-RATE-LIMIT-GROUP accepted.${operationId}: a list or "${ANY_POSITIVE_LIMIT}"`);
  const own = rateLimitGroupOf(operationId).limit;
  return [...new Set([own, ...(entry ?? [])])];
}

/**
 * §7 "Observed detail codes: `missing_required_field` (field user_identifier absent, status 400) and `invalid_format` (invalid e-mail,
 * status 422), each with `details.field`": the detail codes whose field the spec names. An error of one of these codes about that field
 * names it as the spec does, on every operation that validates the field, not as a path ending in it.
 */
export const STATED_DETAIL_FIELDS: Readonly<Record<string, string>> = { missing_required_field: 'user_identifier', invalid_format: 'email' };

export function errorCodeForStatus(status: number): string | undefined {
  return limits.enums.errorCodes[String(status)];
}

export type RequirementLevel = 'stated' | 'open' | 'guidance';
export interface Requirement {
  id: string;
  section: string;
  level: RequirementLevel;
  operations: string[];
  /** Operations of `operations` the requirement is verified on by reading back only (a check of another operation changes, this one reads). */
  readBack?: string[];
  sentence: string;
}

export const requirements: Requirement[] = loadYaml<{ requirements: Requirement[] }>('requirements.yaml').requirements;
const requirementIds = new Set(requirements.map((r) => r.id));

export function isRequirement(id: string): boolean {
  return requirementIds.has(id);
}
