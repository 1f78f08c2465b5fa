// harness/settings.ts: every setting declared once: its variable, its flag and the commands that take it, its
// default, what it means, and how its value is read. parseConfig (config.ts), the CLI's flags, `settings`, the
// README's tables and .env.example (settings-docs.ts) all come from this table.
import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { mergeHeaderFlags, parseHeaderObject } from './extra-headers.js';
import type { Profile } from './report-model.js';

export interface TemplateFixture {
  template_id: string;
  variables: Record<string, string>;
}

/** A setting the user got wrong: the message names the variable; the CLI exits 2 without a stack trace. */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.variable = variable;
    this.name = 'ConfigError';
  }
}

export type SettingCommand = 'run' | 'list' | 'sweep';

export interface Setting<T> {
  /** The environment variable. */
  env: string;
  /** The command-line flag (commander syntax); none: from the environment only (the keys). */
  flag?: string;
  /** The commands taking the flag. */
  commands?: SettingCommand[];
  /** The value applied when the setting is unset, as it would be written. */
  default?: string;
  /** What unset means, when there is no default value (README, `settings`). */
  unset?: string;
  /** One line: the flag's help, `settings`, the .env.example comment, and the README's meaning. */
  summary: string;
  /** More for the README's meaning. */
  details?: string;
  /** The value .env.example shows (commented out). */
  example?: string;
  choices?: string[];
  /** The suite's own tests use it; documented apart (README: self-test settings). */
  selfTest?: boolean;
  /** Describes the target: ignored by `list`, which sends nothing. */
  target?: boolean;
  /** The value from its trimmed, non-empty text; throws ConfigError. */
  parse: (raw: string, env: string) => T;
  /** A flag given several times (`--header`): its values, on top of the variable's text, as the text the setting reads. */
  fromFlags?: (values: string[], current: string | undefined) => string;
}

/** A setting, keeping whether it has a default (its value is then never undefined). */
const setting = <T, D extends string | undefined = undefined>(s: Setting<T> & { default?: D }): Setting<T> & { default: D } => s as Setting<T> & { default: D };

const TARGET_COMMANDS: SettingCommand[] = ['run', 'sweep'];

function integer(min: number, max: number) {
  return (raw: string, env: string): number => {
    if (!/^-?\d+$/.test(raw)) throw new ConfigError(env, `expected an integer, got ${JSON.stringify(raw)}`);
    const value = Number(raw);
    if (value < min || value > max) throw new ConfigError(env, `expected an integer from ${min} to ${max}, got ${value}`);
    return value;
  };
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function word(raw: string, env: string): string {
  if (/\s/.test(raw)) throw new ConfigError(env, 'must not contain white space');
  return raw;
}

const text = (raw: string) => raw;

/** A parser's Error as a ConfigError naming the variable (or flag). */
function reported<T>(variable: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError(variable, (error as Error).message);
  }
}

function readableFile(raw: string, env: string): string {
  const path = resolve(raw);
  try {
    accessSync(path, constants.R_OK);
  } catch (error) {
    throw new ConfigError(env, `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return path;
}

/** Report formats written on request (CONFORMANCE_REPORTS); report.json, JUnit, HTML and Markdown are always written. */
export const REPORT_FORMATS = ['har', 'allure', 'ctrf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The extra report formats named; junit, html, markdown and json are accepted too (they are always written). */
export function parseReportFormats(raw: string, env = 'CONFORMANCE_REPORTS'): ReportFormat[] {
  const formats: ReportFormat[] = [];
  for (const name of list(raw.toLowerCase())) {
    if ((REPORT_FORMATS as readonly string[]).includes(name)) {
      if (!formats.includes(name as ReportFormat)) formats.push(name as ReportFormat);
    } else if (!['junit', 'html', 'markdown', 'json'].includes(name)) {
      throw new ConfigError(env, `unknown report format ${JSON.stringify(name)}: expected ${REPORT_FORMATS.join(', ')}`);
    }
  }
  return formats;
}

function parseBaseUrl(raw: string, env: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(env, `not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(env, `expected an http or https URL, got ${url.protocol}`);
  if (url.search || url.hash) throw new ConfigError(env, 'must not carry a query or fragment');
  if (url.username || url.password) throw new ConfigError(env, 'must not carry credentials; use CONFORMANCE_API_KEY');
  const path = url.pathname.replace(/\/+$/, '');
  if (/\/api\/v1$/.test(path)) throw new ConfigError(env, 'give the root before /api/v1 (the suite adds /api/v1 itself)');
  return `${url.origin}${path}`;
}

/** A target's name: printable text of at most 100 characters (it titles pages and cells of the history site). */
function parseTargetName(raw: string, env: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001F\u007F]/.test(raw)) throw new ConfigError(env, 'must not contain control characters');
  if (raw.length > 100) throw new ConfigError(env, `at most 100 characters, got ${raw.length}`);
  return raw;
}

function parseFixtureUser(raw: string, env: string): string {
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(raw)) throw new ConfigError(env, 'a user_identifier is 1-255 letters, digits, underscores or hyphens (§2.1)');
  return raw;
}

function parseTemplate(raw: string, env: string): TemplateFixture {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new ConfigError(env, `not valid JSON (${(error as Error).message})`);
  }
  const t = value as Partial<TemplateFixture> | null;
  if (!t || typeof t !== 'object' || typeof t.template_id !== 'string' || t.template_id === '') {
    throw new ConfigError(env, 'expected {"template_id": "<non-empty string>", "variables": {...}}');
  }
  const variables = t.variables ?? {};
  if (typeof variables !== 'object' || Array.isArray(variables) || Object.values(variables).some((v) => typeof v !== 'string')) {
    throw new ConfigError(env, '"variables" must be an object of string to string');
  }
  return { template_id: t.template_id, variables: variables as Record<string, string> };
}

function parseProfile(raw: string, env: string): Profile {
  if (raw !== 'core' && raw !== 'extended' && raw !== 'full') throw new ConfigError(env, `expected core, extended or full, got ${JSON.stringify(raw)}`);
  return raw;
}

function parsePath(raw: string, env: string): string {
  // A model-based check's path carries the commands' own replay path after '@' (fast-check's fc.commands replayPath).
  if (!/^\d+(:\d+)*(@[A-Za-z0-9+/=:_-]*)?$/.test(raw)) throw new ConfigError(env, `expected a fast-check path like 3:0:1, got ${JSON.stringify(raw)}`);
  return raw;
}

function parseSwitch(raw: string, env: string): boolean {
  if (!['0', '1', 'true', 'false'].includes(raw)) throw new ConfigError(env, 'expected 0 or 1');
  return raw === '1' || raw === 'true';
}

function parseShard(raw: string, env: string): { index: number; count: number } {
  const m = raw.match(/^(\d+)\/(\d+)$/);
  if (!m) throw new ConfigError(env, `expected i/n like 2/4, got ${JSON.stringify(raw)}`);
  const [index, count] = [Number(m[1]), Number(m[2])];
  if (count < 1 || index < 1 || index > count) throw new ConfigError(env, `expected 1 <= i <= n, got ${index}/${count}`);
  return { index, count };
}

/** Every setting, by the Config field it fills; the order is the README's and .env.example's. */
export const SETTINGS = {
  baseUrl: setting({
    env: 'CONFORMANCE_BASE_URL',
    flag: '--base-url <url>',
    commands: TARGET_COMMANDS,
    unset: 'embedded reference',
    target: true,
    summary: 'Target root, the part before `/api/v1`.',
    details: 'Unset: the run starts the reference server in-process on a free loopback port, with 1-second rate-limit windows, and uses its keys and fixtures.',
    example: 'https://sandbox.example.test',
    parse: parseBaseUrl,
  }),
  apiKey: setting({
    env: 'CONFORMANCE_API_KEY',
    unset: 'required with a base URL',
    target: true,
    summary: 'The partner key (from the environment only).',
    details: 'Never written: reports show `$CONFORMANCE_API_KEY`.',
    parse: word,
  }),
  secondApiKey: setting({
    env: 'CONFORMANCE_SECOND_API_KEY',
    unset: 'isolation checks skipped',
    target: true,
    summary: 'A second key of the same environment, for §5 rules 4-5 (from the environment only).',
    parse: word,
  }),
  targetName: setting({
    env: 'CONFORMANCE_TARGET_NAME',
    flag: '--target-name <name>',
    commands: ['run'],
    unset: 'the base URL, without credentials',
    summary: "The target's name in report.json (`target.name`), by which `history` groups the runs of one target.",
    details: 'Unset: `history` names a target by its base URL (the embedded reference: `reference`, with its faults and variants).',
    example: 'vendor-a sandbox',
    parse: parseTargetName,
  }),
  fixtureUser: setting({
    env: 'CONFORMANCE_FIXTURE_USER',
    flag: '--fixture-user <id>',
    commands: TARGET_COMMANDS,
    unset: 'required with a base URL',
    target: true,
    summary: 'A user_identifier owning at least one domain under the key.',
    details: 'Domain and DNS checks start from its domain (an `active` one when there is one).',
    parse: parseFixtureUser,
  }),
  foreignDomainId: setting({
    env: 'CONFORMANCE_FOREIGN_DOMAIN_ID',
    flag: '--foreign-domain-id <id>',
    commands: TARGET_COMMANDS,
    unset: '403 checks skipped',
    target: true,
    summary: 'A domain id the key may not use.',
    parse: text,
  }),
  renewDomainId: setting({
    env: 'CONFORMANCE_RENEW_DOMAIN_ID',
    flag: '--renew-domain-id <id>',
    commands: TARGET_COMMANDS,
    unset: 'the fixture domain',
    target: true,
    summary: 'The domain the renewal checks renew, by one year a run (§4.3 renew).',
    parse: text,
  }),
  completedTransferId: setting({
    env: 'CONFORMANCE_COMPLETED_TRANSFER_ID',
    flag: '--completed-transfer-id <id>',
    commands: TARGET_COMMANDS,
    unset: 'completed-transfer checks skipped',
    target: true,
    summary: 'The transfer_id of a transfer under the key that the sandbox shows as completed (§2.4, §3).',
    details: 'Its status read must carry a domain_id and completed_at, and the domain must be readable; nothing is changed.',
    parse: text,
  }),
  template: setting({
    env: 'CONFORMANCE_TEMPLATE',
    flag: '--template <json>',
    commands: ['run'],
    unset: 'template checks skipped',
    summary: 'JSON `{"template_id": "...", "variables": {...}}` of a template the target offers.',
    example: '{"template_id": "web-basic", "variables": {"ipv4": "192.0.2.10"}}',
    parse: parseTemplate,
  }),
  profile: setting({
    env: 'CONFORMANCE_PROFILE',
    flag: '--profile <profile>',
    commands: ['run', 'list'],
    default: 'full',
    choices: ['core', 'extended', 'full'],
    summary: '`core`, `extended` or `full`.',
    details: 'Checks of the other interface are skipped with that reason.',
    parse: parseProfile,
  }),
  seed: setting({
    env: 'CONFORMANCE_SEED',
    flag: '--seed <n>',
    commands: ['run'],
    unset: 'random, printed',
    summary: 'fast-check seed; recorded in the report.',
    parse: integer(-(2 ** 31), 2 ** 31 - 1),
  }),
  replayPath: setting({
    env: 'CONFORMANCE_PATH',
    flag: '--path <path>',
    commands: ['run'],
    unset: 'unset',
    summary: 'fast-check path of a failing property as its report gives it (`3:0:1`, or `3:0:1@<commands>` for the model-based check).',
    details: 'With `CONFORMANCE_SEED` and `--only <check>` it replays exactly that case, without shrinking further.',
    parse: parsePath,
  }),
  runs: setting({
    env: 'CONFORMANCE_RUNS',
    flag: '--runs <n>',
    commands: ['run'],
    default: '8',
    summary: 'Runs per property.',
    parse: integer(1, 10_000),
  }),
  reportDir: setting({
    env: 'CONFORMANCE_REPORT_DIR',
    flag: '--report-dir <dir>',
    commands: TARGET_COMMANDS,
    default: 'reports',
    summary: 'Where run folders are written.',
    parse: (raw: string) => resolve(raw),
  }),
  timeoutMs: setting({
    env: 'CONFORMANCE_TIMEOUT_MS',
    flag: '--timeout-ms <ms>',
    commands: TARGET_COMMANDS,
    default: '10000',
    summary: 'Per-request timeout in milliseconds.',
    details: 'A request past it fails its check, and the run goes on.',
    parse: integer(100, 600_000),
  }),
  runBudget429: setting({
    env: 'CONFORMANCE_RUN_BUDGET_429',
    flag: '--run-budget-429 <n>',
    commands: ['run'],
    default: '40',
    summary: 'Consecutive unexpected 429 answers that end the run (exit 2).',
    details:
      'A target that answers 429 whatever the wait (a quota spent for hours, someone else on the key) would cost minutes per check: ' +
      'past this bound the remaining checks are skipped, what the run created is deleted, and the run ends with exit 2, reported ' +
      'partial. 429s a check asks for (the rate-limit probe) do not count.',
    parse: integer(1, 100_000),
  }),
  runBudgetFailures: setting({
    env: 'CONFORMANCE_RUN_BUDGET_FAILURES',
    flag: '--run-budget-failures <n>',
    commands: ['run'],
    default: '8',
    summary: 'Consecutive requests without a response (timeouts, refused or dropped connections) that end the run (exit 2).',
    details: 'A target that stops answering would cost CONFORMANCE_TIMEOUT_MS per request for the rest of the run.',
    parse: integer(1, 100_000),
  }),
  runBudgetStallSeconds: setting({
    env: 'CONFORMANCE_RUN_BUDGET_STALL_SECONDS',
    flag: '--run-budget-stall-seconds <s>',
    commands: ['run'],
    default: '180',
    summary: 'Seconds without any answer but 429s and failures that end the run (exit 2).',
    details:
      'Measured from the last response that was neither an unexpected 429 nor a failure, and judged at each such answer: ' +
      'waits the pacing plans do not count unless the target keeps refusing after them.',
    parse: integer(1, 86_400),
  }),
  runDeadlineSeconds: setting({
    env: 'CONFORMANCE_RUN_DEADLINE_SECONDS',
    flag: '--run-deadline-seconds <s>',
    commands: ['run', 'sweep'],
    default: '10800',
    summary: "Longest a run's checks may go (3 hours); past it the run ends (exit 2). Also what tells the orphans sweep a live run.",
    details:
      "A run's prefix carries its start time: what a run started more than this plus a sixth of it ago (3.5 hours at the default) " +
      "left under the key is an orphan, which `sweep --orphans` and the next run delete; a younger run's is never touched. " +
      'Every job that shares a key must use the same value (or the sweeping one the largest).',
    parse: integer(10, 172_800),
  }),
  checkQuotaWaitSeconds: setting({
    env: 'CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS',
    flag: '--check-quota-wait-seconds <s>',
    commands: ['run'],
    default: '600',
    summary: 'Seconds one check may wait for §8 quota in all; past them it is not assessed, never failed.',
    details:
      "Waits for a rate-limit window (spent by this run or by another on the key) or a 429's reset do not run a check's time limit " +
      'down: that measures the target. A check whose next wait would pass this allowance is skipped as not assessed, with the group, ' +
      'the wait and whether another run was seen on the key; its profile stays INCOMPLETE.',
    parse: integer(1, 86_400),
  }),
  concurrency: setting({
    env: 'CONFORMANCE_CONCURRENCY',
    flag: '--concurrency <n>',
    commands: ['run'],
    default: '8',
    summary: 'Checks in flight at once (1: one check at a time).',
    details:
      'Checks of a suite file run side by side up to this bound; a check marked exclusive (it reads counts, totals or orderings of shared ' +
      'data, or spends a rate-limit window) runs alone. One pacer counts every request in flight against its §8 group.',
    parse: integer(1, 64),
  }),
  rateLimitProbe: setting({
    env: 'CONFORMANCE_RATE_LIMIT_PROBE',
    flag: '--rate-limit-probe',
    commands: ['run'],
    default: '0',
    summary:
      "`1`: exhaust two rate-limit groups (the smallest, and Domain updates with `PUT`s of the fixture domain's own settings) to check the 429 (spends quota).",
    parse: parseSwitch,
  }),
  renewTenYears: setting({
    env: 'CONFORMANCE_RENEW_TEN_YEARS',
    flag: '--renew-ten-years',
    commands: ['run'],
    default: '0',
    summary: '`1`: run `DOMAIN-RENEW-TEN-YEARS`, which renews for 10 years, the stated maximum.',
    details: 'It spends 10 registration years: certification runs set it, nightly runs do not (the check is then skipped with that reason).',
    parse: parseSwitch,
  }),
  coreHourlyQuota: setting({
    env: 'CONFORMANCE_CORE_HOURLY_QUOTA',
    flag: '--core-hourly-quota <n>',
    commands: ['run'],
    unset: 'the RL-CORE-HOURLY-* checks are skipped',
    summary:
      'The second key\'s core hourly quota (§8 "Default 1000 requests per hour"): set it (`1000`, or your partner quota) to run the ' +
      '`RL-CORE-HOURLY-*` checks, which spend it.',
    details:
      'They send core requests with `CONFORMANCE_SECOND_API_KEY` until the quota refuses them: at least ten minutes at the §8 burst ' +
      '(100 a minute), and that key cannot use the core interface until its hour ends. Certification runs set it, nightly runs do not.',
    parse: integer(1, 1_000_000),
  }),
  clientCert: setting({
    env: 'CONFORMANCE_CLIENT_CERT',
    flag: '--client-cert <file>',
    commands: TARGET_COMMANDS,
    unset: 'no client certificate',
    target: true,
    summary: 'PEM file of the client certificate a target asking for mutual TLS is given, on every request (through a proxy too).',
    details: 'Its key comes from `CONFORMANCE_CLIENT_KEY`, or from this file when that is unset. A private CA of the target: `NODE_EXTRA_CA_CERTS`.',
    parse: readableFile,
  }),
  clientKey: setting({
    env: 'CONFORMANCE_CLIENT_KEY',
    flag: '--client-key <file>',
    commands: TARGET_COMMANDS,
    unset: 'read from CONFORMANCE_CLIENT_CERT',
    target: true,
    summary: "PEM file of the client certificate's private key.",
    parse: readableFile,
  }),
  clientKeyPassphrase: setting({
    env: 'CONFORMANCE_CLIENT_KEY_PASSPHRASE',
    unset: 'the key is not encrypted',
    target: true,
    summary: 'Passphrase of an encrypted `CONFORMANCE_CLIENT_KEY` (from the environment only; never written).',
    parse: (raw: string) => raw,
  }),
  headers: setting({
    env: 'CONFORMANCE_HEADERS',
    flag: '--header <name: value>',
    commands: TARGET_COMMANDS,
    unset: 'none',
    target: true,
    summary: 'Extra headers a gateway asks for, as a JSON object of name to value; the flag adds one, `"Name: value"` (repeatable, wins by name).',
    details:
      'Sent on every request of the run, the preflight and `sweep`; never over `Authorization`, nor over a header a check sets ' +
      '(`Content-Type`, `Accept`, ...: those names are refused). Their values are redacted from every report like the keys.',
    example: '{"X-Tenant": "acme"}',
    parse: (raw: string, env: string) => reported(env, () => parseHeaderObject(raw)),
    fromFlags: (values: string[], current: string | undefined) => {
      if (current?.trim()) reported('CONFORMANCE_HEADERS', () => parseHeaderObject(current));
      return reported('--header', () => mergeHeaderFlags(values, current));
    },
  }),
  httpsProxy: setting({
    env: 'HTTPS_PROXY',
    unset: 'no proxy',
    target: true,
    summary: 'Proxy for an https target, read as curl reads it (`https_proxy` wins; `.env` too): requests are tunnelled with `CONNECT`.',
    example: 'http://proxy.example.test:3128',
    parse: (raw: string) => raw,
  }),
  httpProxy: setting({
    env: 'HTTP_PROXY',
    unset: 'no proxy',
    target: true,
    summary: 'Proxy for an http target, read as curl reads it (`http_proxy` wins).',
    parse: (raw: string) => raw,
  }),
  noProxy: setting({
    env: 'NO_PROXY',
    unset: 'every request through the proxy',
    target: true,
    summary: 'Comma-separated hosts (`.example.test` for a domain, `*` for all) reached without the proxy, as curl reads it (`no_proxy` wins).',
    details: 'The embedded reference is never reached through a proxy.',
    parse: (raw: string) => raw,
  }),
  referenceWindowMs: setting({
    env: 'CONFORMANCE_REFERENCE_WINDOW_MS',
    flag: '--reference-window-ms <ms>',
    commands: ['run'],
    default: '1000',
    summary: 'Rate-limit window of the embedded reference, in milliseconds.',
    parse: integer(100, 3_600_000),
  }),
  expectedFailuresFile: setting({
    env: 'CONFORMANCE_EXPECTED_FAILURES',
    flag: '--expected-failures <file>',
    commands: ['run'],
    unset: 'unset',
    summary: 'A file of check ids expected to fail (one per line: `ID  reason`).',
    parse: text,
  }),
  only: setting({
    env: 'CONFORMANCE_ONLY',
    flag: '--only <list>',
    commands: ['run', 'list'],
    unset: 'unset',
    summary: 'Comma-separated areas (suite file names) or check ids to run.',
    details:
      'A check id may end in `*` (`DNS-TTL-*` globs a prefix), and either may be scoped to an area (`dns-records:DNS-TTL-*`). Checks left out are ' +
      'reported as skipped with the reason. When every `--only` entry names its area, only those suite files are loaded (faster); such a run ' +
      'records `areasLoaded`. A run with a selection is partial: never certified. An entry that selects no check is an error (exit 2, ' +
      'naming the nearest area or id), in `run` and in `list`.',
    parse: list,
  }),
  skip: setting({
    env: 'CONFORMANCE_SKIP',
    flag: '--skip <list>',
    commands: ['run', 'list'],
    unset: 'unset',
    summary: 'Comma-separated areas or check ids to leave out (the same forms as `CONFORMANCE_ONLY`).',
    details: 'A run with a skip list is partial: never certified. An entry that selects no check is an error (exit 2).',
    parse: list,
  }),
  shard: setting({
    env: 'CONFORMANCE_SHARD',
    flag: '--shard <i/n>',
    commands: ['run', 'list'],
    unset: 'the whole run',
    summary: '`i/n`: run the i-th of n parts (by suite file).',
    details:
      "Needs `CONFORMANCE_SEED` (every shard of a run uses the same); `merge` the shards' reports. `list` needs no seed. A shard alone is " +
      'never certified: only the merged report of every shard can be.',
    parse: parseShard,
  }),
  reports: setting({
    env: 'CONFORMANCE_REPORTS',
    flag: '--report <formats>',
    commands: ['run'],
    unset: 'JSON, JUnit, HTML and Markdown only',
    summary: 'Extra report formats, comma-separated: `har`, `allure`, `ctrf`.',
    details: '`merge --report` takes the same. JSON, JUnit, HTML and Markdown are always written.',
    example: 'har,allure,ctrf',
    parse: parseReportFormats,
  }),
  referenceFaults: setting({
    env: 'CONFORMANCE_REFERENCE_FAULTS',
    flag: '--reference-fault <list>',
    commands: ['run'],
    unset: 'unset',
    selfTest: true,
    target: true,
    summary: 'Comma-separated faults of `reference/faults/` planted in the embedded reference.',
    parse: list,
  }),
  referenceVariants: setting({
    env: 'CONFORMANCE_REFERENCE_VARIANTS',
    flag: '--reference-variant <list>',
    commands: ['run'],
    unset: 'unset',
    selfTest: true,
    target: true,
    summary: 'Comma-separated allowed choices (`variants` of `contracts/ambiguities.yaml`) the embedded reference makes.',
    parse: list,
  }),
  chromium: setting({
    env: 'CONFORMANCE_CHROMIUM',
    default: '/usr/bin/chromium',
    selfTest: true,
    summary: 'The browser the HTML report test drives.',
    parse: text,
  }),
};

export type SettingKey = keyof typeof SETTINGS;

/** The settings in declaration order. */
export const SETTING_LIST: Array<Setting<unknown> & { key: SettingKey }> = Object.entries(SETTINGS).map(([key, s]) => ({
  ...(s as Setting<unknown>),
  key: key as SettingKey,
}));

type ValueOf<S> = S extends Setting<infer T> & { default: infer D } ? (D extends string ? T : T | undefined) : never;

/** Each setting's value: never undefined when the setting has a default. */
export type SettingValues = { [K in SettingKey]: ValueOf<(typeof SETTINGS)[K]> };

/** Each setting read from an environment-like map: its value, or its default's, or undefined when unset. */
export function readSettings(env: Record<string, string | undefined>): SettingValues {
  const values: Record<string, unknown> = {};
  for (const s of SETTING_LIST) {
    const raw = env[s.env]?.trim() || s.default;
    values[s.key] = raw === undefined ? undefined : s.parse(raw, s.env);
  }
  return values as SettingValues;
}
