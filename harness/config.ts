// Run configuration: declared once, parsed once, from the environment, a .env file and CLI overrides.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { assertKnownSettings } from './unknown-settings.js';

export type Profile = 'core' | 'extended' | 'full';

export interface TemplateFixture {
  template_id: string;
  variables: Record<string, string>;
}

export interface Config {
  /** Target root, without /api/v1. Undefined: the embedded reference server. */
  baseUrl?: string;
  apiKey?: string;
  secondApiKey?: string;
  fixtureUser?: string;
  foreignDomainId?: string;
  template?: TemplateFixture;
  profile: Profile;
  seed: number;
  seedWasGiven: boolean;
  reportDir: string;
  /** Runs per property (fast-check numRuns). */
  runs: number;
  /** fast-check replay path, with the seed. */
  replayPath?: string;
  timeoutMs: number;
  rateLimitProbe: boolean;
  referenceWindowMs: number;
  expectedFailuresFile?: string;
  only: string[];
  skip: string[];
  /** Self-test only: faults planted in the embedded reference (reference/faults). */
  referenceFaults: string[];
  /** Self-test only: allowed choices the embedded reference makes (contracts/ambiguities.yaml variants). */
  referenceVariants: string[];
  /** This runner's part of a run split over several (vitest --shard): index from 1 to count. */
  shard?: { index: number; count: number };
}

/** A setting the user got wrong: the message names the variable; the CLI exits 2 without a stack trace. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** Every setting with its default and meaning; the README and .env.example mirror this table. */
export const SETTINGS = [
  ['CONFORMANCE_BASE_URL', '(unset: embedded reference)', 'Target root, the part before /api/v1, e.g. https://sandbox.example.test'],
  ['CONFORMANCE_API_KEY', '(required with a base URL)', 'Partner API key for the target'],
  ['CONFORMANCE_SECOND_API_KEY', '(unset: isolation checks skipped)', 'A second key of the same environment (§5 rules 4-5)'],
  ['CONFORMANCE_FIXTURE_USER', '(required with a base URL)', 'A user_identifier owning at least one domain under the key'],
  ['CONFORMANCE_FOREIGN_DOMAIN_ID', '(unset: 403 checks skipped)', 'A domain id the key may not use'],
  ['CONFORMANCE_TEMPLATE', '(unset: template checks skipped)', 'JSON {"template_id": "...", "variables": {...}} of a template the target offers'],
  ['CONFORMANCE_PROFILE', 'full', 'core, extended or full'],
  ['CONFORMANCE_SEED', '(random, printed)', 'fast-check seed (integer)'],
  ['CONFORMANCE_PATH', '(unset)', 'fast-check replay path of a failing property (as the report gives it), with CONFORMANCE_SEED'],
  ['CONFORMANCE_RUNS', '8', 'Runs per property'],
  ['CONFORMANCE_REPORT_DIR', 'reports', 'Where run folders are written'],
  ['CONFORMANCE_TIMEOUT_MS', '10000', 'Per-request timeout in milliseconds'],
  ['CONFORMANCE_RATE_LIMIT_PROBE', '0', '1: exhaust one rate-limit group to check 429 (spends quota)'],
  ['CONFORMANCE_REFERENCE_WINDOW_MS', '1000', 'Rate-limit window of the embedded reference'],
  ['CONFORMANCE_EXPECTED_FAILURES', '(unset)', 'File of check ids expected to fail, with reasons'],
  ['CONFORMANCE_ONLY', '(unset)', 'Comma-separated areas or check ids to run'],
  ['CONFORMANCE_SKIP', '(unset)', 'Comma-separated areas or check ids to leave out'],
  ['CONFORMANCE_SHARD', '(unset: the whole run)', 'i/n: run the i-th of n parts (by suite file); needs CONFORMANCE_SEED; merge the reports'],
  ['CONFORMANCE_REFERENCE_FAULTS', '(unset)', 'Self-test: comma-separated faults planted in the embedded reference'],
  ['CONFORMANCE_REFERENCE_VARIANTS', '(unset)', 'Self-test: comma-separated allowed choices of the embedded reference'],
] as const;

export type SettingName = (typeof SETTINGS)[number][0];

function int(env: Record<string, string | undefined>, name: SettingName, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(name, `expected an integer, got ${JSON.stringify(raw)}`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(name, `expected an integer from ${min} to ${max}, got ${value}`);
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseTemplate(raw: string): TemplateFixture {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new ConfigError('CONFORMANCE_TEMPLATE', `not valid JSON (${(error as Error).message})`);
  }
  const t = value as Partial<TemplateFixture> | null;
  if (!t || typeof t !== 'object' || typeof t.template_id !== 'string' || t.template_id === '') {
    throw new ConfigError('CONFORMANCE_TEMPLATE', 'expected {"template_id": "<non-empty string>", "variables": {...}}');
  }
  const variables = t.variables ?? {};
  if (typeof variables !== 'object' || Array.isArray(variables) || Object.values(variables).some((v) => typeof v !== 'string')) {
    throw new ConfigError('CONFORMANCE_TEMPLATE', '"variables" must be an object of string to string');
  }
  return { template_id: t.template_id, variables: variables as Record<string, string> };
}

function parseBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('CONFORMANCE_BASE_URL', `not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('CONFORMANCE_BASE_URL', `expected an http or https URL, got ${url.protocol}`);
  }
  if (url.search || url.hash) throw new ConfigError('CONFORMANCE_BASE_URL', 'must not carry a query or fragment');
  if (url.username || url.password) throw new ConfigError('CONFORMANCE_BASE_URL', 'must not carry credentials; use CONFORMANCE_API_KEY');
  const path = url.pathname.replace(/\/+$/, '');
  if (/\/api\/v1$/.test(path)) throw new ConfigError('CONFORMANCE_BASE_URL', 'give the root before /api/v1 (the suite adds /api/v1 itself)');
  return `${url.origin}${path}`;
}

function nonEmpty(env: Record<string, string | undefined>, name: SettingName): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  if (/\s/.test(raw.trim())) throw new ConfigError(name, 'must not contain white space');
  return raw.trim();
}

function embeddedOnly(env: Record<string, string | undefined>, name: SettingName, baseUrl: string | undefined): string[] {
  const values = list(env[name]);
  if (values.length && baseUrl) throw new ConfigError(name, 'applies to the embedded reference only; unset CONFORMANCE_BASE_URL');
  return values;
}

function parseShard(raw: string | undefined): Config['shard'] {
  if (raw === undefined || raw.trim() === '') return undefined;
  const m = raw.trim().match(/^(\d+)\/(\d+)$/);
  if (!m) throw new ConfigError('CONFORMANCE_SHARD', `expected i/n like 2/4, got ${JSON.stringify(raw)}`);
  const [index, count] = [Number(m[1]), Number(m[2])];
  if (count < 1 || index < 1 || index > count) throw new ConfigError('CONFORMANCE_SHARD', `expected 1 <= i <= n, got ${index}/${count}`);
  return { index, count };
}

/** Parse a configuration from an environment-like map. Throws ConfigError naming the variable at fault. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const baseUrl = env.CONFORMANCE_BASE_URL?.trim() ? parseBaseUrl(env.CONFORMANCE_BASE_URL.trim()) : undefined;
  const apiKey = nonEmpty(env, 'CONFORMANCE_API_KEY');
  const secondApiKey = nonEmpty(env, 'CONFORMANCE_SECOND_API_KEY');
  const fixtureUser = env.CONFORMANCE_FIXTURE_USER?.trim() || undefined;
  if (baseUrl) {
    if (!apiKey) throw new ConfigError('CONFORMANCE_API_KEY', 'required when CONFORMANCE_BASE_URL is set');
    if (!fixtureUser) throw new ConfigError('CONFORMANCE_FIXTURE_USER', 'required when CONFORMANCE_BASE_URL is set (a user owning at least one domain)');
  } else {
    for (const name of ['CONFORMANCE_API_KEY', 'CONFORMANCE_SECOND_API_KEY', 'CONFORMANCE_FIXTURE_USER', 'CONFORMANCE_FOREIGN_DOMAIN_ID'] as const) {
      if (env[name]?.trim()) throw new ConfigError(name, 'set without CONFORMANCE_BASE_URL; the embedded reference uses its own fixtures');
    }
  }
  if (apiKey && secondApiKey && apiKey === secondApiKey) {
    throw new ConfigError('CONFORMANCE_SECOND_API_KEY', 'must differ from CONFORMANCE_API_KEY');
  }
  if (fixtureUser && !/^[A-Za-z0-9_-]{1,255}$/.test(fixtureUser)) {
    throw new ConfigError('CONFORMANCE_FIXTURE_USER', 'a user_identifier is 1-255 letters, digits, underscores or hyphens (§2.1)');
  }
  const profileRaw = (env.CONFORMANCE_PROFILE ?? '').trim() || 'full';
  if (!['core', 'extended', 'full'].includes(profileRaw)) {
    throw new ConfigError('CONFORMANCE_PROFILE', `expected core, extended or full, got ${JSON.stringify(profileRaw)}`);
  }
  const seedGiven = Boolean(env.CONFORMANCE_SEED?.trim());
  const seed = seedGiven ? int(env, 'CONFORMANCE_SEED', 0, -(2 ** 31), 2 ** 31 - 1) : (Math.random() * 2 ** 31) | 0;
  const replayPath = env.CONFORMANCE_PATH?.trim() || undefined;
  // A model-based check's path carries the commands' own replay path after '@' (fast-check's fc.commands replayPath).
  if (replayPath && !/^\d+(:\d+)*(@[A-Za-z0-9+/=:_-]*)?$/.test(replayPath))
    throw new ConfigError('CONFORMANCE_PATH', `expected a fast-check path like 3:0:1, got ${JSON.stringify(replayPath)}`);
  if (replayPath && !seedGiven) throw new ConfigError('CONFORMANCE_PATH', 'needs CONFORMANCE_SEED: a path replays a case of one seed');
  const probeRaw = (env.CONFORMANCE_RATE_LIMIT_PROBE ?? '0').trim();
  if (!['0', '1', 'true', 'false', ''].includes(probeRaw)) throw new ConfigError('CONFORMANCE_RATE_LIMIT_PROBE', 'expected 0 or 1');
  const expectedFailuresFile = env.CONFORMANCE_EXPECTED_FAILURES?.trim() || undefined;
  if (expectedFailuresFile && !existsSync(expectedFailuresFile)) {
    throw new ConfigError('CONFORMANCE_EXPECTED_FAILURES', `no such file: ${expectedFailuresFile}`);
  }
  const shard = parseShard(env.CONFORMANCE_SHARD);
  if (shard && !seedGiven) throw new ConfigError('CONFORMANCE_SHARD', 'needs CONFORMANCE_SEED: every shard of a run must use the same seed');
  return {
    baseUrl,
    apiKey,
    secondApiKey,
    fixtureUser,
    foreignDomainId: env.CONFORMANCE_FOREIGN_DOMAIN_ID?.trim() || undefined,
    template: env.CONFORMANCE_TEMPLATE?.trim() ? parseTemplate(env.CONFORMANCE_TEMPLATE.trim()) : undefined,
    profile: profileRaw as Profile,
    seed,
    seedWasGiven: seedGiven,
    reportDir: resolve(env.CONFORMANCE_REPORT_DIR?.trim() || 'reports'),
    runs: int(env, 'CONFORMANCE_RUNS', 8, 1, 10_000),
    replayPath,
    timeoutMs: int(env, 'CONFORMANCE_TIMEOUT_MS', 10_000, 100, 600_000),
    rateLimitProbe: probeRaw === '1' || probeRaw === 'true',
    referenceWindowMs: int(env, 'CONFORMANCE_REFERENCE_WINDOW_MS', 1000, 100, 3_600_000),
    expectedFailuresFile,
    only: list(env.CONFORMANCE_ONLY),
    skip: list(env.CONFORMANCE_SKIP),
    referenceFaults: embeddedOnly(env, 'CONFORMANCE_REFERENCE_FAULTS', baseUrl),
    referenceVariants: embeddedOnly(env, 'CONFORMANCE_REFERENCE_VARIANTS', baseUrl),
    ...(shard ? { shard } : {}),
  };
}

/** The process environment with a .env file (if any) underneath it: real variables win. */
export function environment(envFile = resolve('.env')): Record<string, string | undefined> {
  const fromFile: Record<string, string> = {};
  if (existsSync(envFile)) loadDotenv({ path: envFile, processEnv: fromFile, quiet: true });
  assertKnownSettings(fromFile, envFile);
  assertKnownSettings(process.env, 'the environment');
  return { ...fromFile, ...process.env };
}
