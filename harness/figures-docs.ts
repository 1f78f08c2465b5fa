// harness/figures-docs.ts: the numbers the documents quote, made from the code: checks per profile and per area (collected from
// suites/ as `list` collects them) and the requests of a full run (measured: docs/measured-run.json, tools/measure-run-figures.ts).
// Each sits between `<!-- figure:NAME -->` and `<!-- /figure:NAME -->` in README.md, docs/certification.md and docs/pacing.md;
// `npm run docs:settings` writes them and tests/harness/figures-docs.test.ts fails when one is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { collectChecks } from './commands/list.js';
import { parseConfig } from './config.js';

const ROOT = new URL('../', import.meta.url);
export const FIGURE_DOCS = ['README.md', 'docs/certification.md', 'docs/pacing.md'].map((p) => new URL(p, ROOT));
export const MEASURED_RUN = new URL('docs/measured-run.json', ROOT);

const PROFILES = ['core', 'extended', 'full'] as const;
type Profile = (typeof PROFILES)[number];

/** What a full run against the embedded reference sent (tools/measure-run-figures.ts writes it; the conformance-run e2e test holds a run to it). */
export interface MeasuredRun {
  seed: number;
  checks: number;
  requests: number;
  /** Requests of the §8 core group (the core interface's hourly quota counts these). */
  coreRequests: number;
}

export interface CheckCounts {
  /** Checks a run of each profile requires (`list --profile P`): the three shared operations count in both core and extended. */
  profiles: Record<Profile, number>;
  /** Per area (suite file), the checks of each profile. */
  areas: Array<{ area: string } & Record<Profile, number>>;
  /** A full run's checks by interface, as its core and extended statements count them (shared operations held to the core contract). */
  fullRun: { core: number; extended: number };
}

/** What each area checks: one line per suite file. An area without a line is an error of the generator, so that a new suite file is described. */
const AREA_SUMMARIES: Record<string, string> = {
  auth: '§5: 401 for a missing, invalid or non-Bearer key on every operation; per-key isolation of users (second key); 403 for a foreign domain.',
  errors: '§7: status per error, either documented body format, the object format’s code matching the status, 404s, malformed JSON.',
  'rate-limit-headers':
    '§8: the three headers on every operation, Limit of the operation’s group, Remaining decreasing, Reset in seconds within the window; ' +
    'with the probe, the 429 and the reset.',
  'rate-limit-core': '§8 core limits are per API key: one key’s writes count nothing against another’s.',
  'rate-limit-core-hourly':
    '§8 core "Default 1000 requests per hour" (opt-in, `CONFORMANCE_CORE_HOURLY_QUOTA`): once the second key’s hour is spent, ' +
    'every core operation answers it 429.',
  users: '§2.1, §4.1-4.2: sessions (`login_url`, 24-hour `expires_at`), identifier and e-mail rules, find-or-create, detail, update, delete.',
  'users-list': '§4.2: the users list: shape, paging, total, sorting and limits.',
  'users-isolation': '§5 rule 4: another key’s users are never seen, read, changed or deleted.',
  'user-isolation': '§5 rule 4 on the operations that read or change one user: another key’s user is not found.',
  'user-deletion': '§4.2: after a user is deleted, every operation that reads its data answers 404.',
  'user-counts': '§2.1: `domain_count` and `total_spent` agree on every operation that shows them.',
  domains: '§2.2, §3, §4.1, §4.3: list and detail, statuses, settings update, renew.',
  'dns-core': '§4.1, §2.3: core records: create (201), read, partial update, delete (204), required fields, type enum, ttl default.',
  'dns-records': '§2.3, §4.4: the validation rules (ttl range, name rule, content per type, CNAME not at the root, MX priority), round trips, totals.',
  'dns-bulk-template': '§4.4: bulk creation partitioned into `created` and `errors`; template application.',
  'dns-model': 'a model-based sequence of operations on one domain’s records, compared after every step.',
  properties: 'generated valid and invalid records, users and queries (fast-check): valid ones round-trip, each invalid one is rejected and creates nothing.',
  transfers: '§2.4, §3, §4.3: initiate (`pending`), status, conflicts, required fields, unknown transfer.',
  catalogue: '§2.5, §2.6: TLD list, availability.',
  'bounds-matrix': '§2.3, §8: every stated bound, both sides, on every operation that writes a record (create, PUT, bulk, core create), read back.',
  'created-at-matrix': '§2.1, §2.3: `created_at` stays where it was across every update of every resource that has one.',
  'user-sessions': '§3: a repeated session expires 24 hours after its own creation, not the user’s.',
  'rate-limit-headers-errors': '§8: the three headers on every operation’s error answer (404 for an id nothing carries, 400/422 for a bad body).',
  'valid-forms': '§2.1, §2.3: forms the spec allows (one-character names, mixed-notation IPv6, a + in e-mails) accepted on every operation.',
  'optional-fields-matrix': '§4.1-§4.4: every optional request-body field of every write operation (from contracts/), in each valid form and absent, accepted.',
};

/** Collects the suite once per profile, as `list --profile P` does (about 2 s each). */
export async function countChecks(): Promise<CheckCounts> {
  const byProfile = new Map<Profile, Map<string, number>>();
  const fullRun = { core: 0, extended: 0 };
  for (const profile of PROFILES) {
    const listing = await collectChecks(parseConfig({ CONFORMANCE_PROFILE: profile }));
    if (listing.errors.length) throw new Error(`collecting the checks (${profile}) failed: ${listing.errors.join('; ')}`);
    if (profile === 'full') for (const c of listing.checks) fullRun[c.interface === 'core' ? 'core' : 'extended'] += 1;
    const areas = new Map<string, number>();
    for (const c of listing.checks) areas.set(c.area, (areas.get(c.area) ?? 0) + (c.leftOut ? 0 : 1));
    byProfile.set(profile, areas);
  }
  const names = [...byProfile.get('full')!.keys()].sort();
  const areas = names.map((area) => ({
    area,
    core: byProfile.get('core')!.get(area) ?? 0,
    extended: byProfile.get('extended')!.get(area) ?? 0,
    full: byProfile.get('full')!.get(area) ?? 0,
  }));
  const total = (p: Profile) => areas.reduce((sum, a) => sum + a[p], 0);
  return { profiles: { core: total('core'), extended: total('extended'), full: total('full') }, areas, fullRun };
}

export function readMeasuredRun(): MeasuredRun {
  return JSON.parse(readFileSync(MEASURED_RUN, 'utf8')) as MeasuredRun;
}

/** "about 2,000": a measured figure rounded, since a run's requests move a little with timing and the seed. */
function about(n: number, step: number): string {
  return `about ${(Math.round(n / step) * step).toLocaleString('en-US')}`;
}

/** Every figure's text, by name. */
export function figureTexts(counts: CheckCounts, measured: MeasuredRun): Record<string, string> {
  const { profiles, areas } = counts;
  const missing = areas.filter((a) => !AREA_SUMMARIES[a.area]).map((a) => a.area);
  if (missing.length) throw new Error(`harness/figures-docs.ts has no summary for the area(s) ${missing.join(', ')}: add one to AREA_SUMMARIES`);
  return {
    'checks-core': String(profiles.core),
    'checks-extended': String(profiles.extended),
    'checks-full': String(profiles.full),
    areas: String(areas.length),
    'requests-full': about(measured.requests, 100),
    'requests-core': about(measured.coreRequests, 10),
    'profile-table': [
      '| Profile | Checks required | For |',
      '|---|---|---|',
      `| \`core\` | every core check (${profiles.core}) | an implementation of §4.1 only |`,
      `| \`extended\` | every extended check (${profiles.extended}) | an implementation of §4.2-4.4 |`,
      `| \`full\` | both (${profiles.full}) | an implementation of both interfaces |`,
    ].join('\n'),
    'sample-output': [
      '```',
      `${profiles.full} passed, 0 failed, 0 skipped — ${measured.requests} requests in … s`,
      'coverage: 23/23 operations, … stated requirements',
      'cleanup: … deleted, … already gone, 0 could not be deleted; fixture domain intact',
      'report: reports/20260101T120000Z-ab12/report.json',
      'certification:',
      '  run:      complete',
      `  core:     CERTIFIED: all ${counts.fullRun.core} passed`,
      `  extended: CERTIFIED: all ${counts.fullRun.extended} passed`,
      `  full:     CERTIFIED: all ${profiles.full} passed`,
      'verdict: PASS',
      '```',
    ].join('\n'),
    'area-table': [
      '| Area | Core | Extended | Full | What it checks |',
      '|---|---|---|---|---|',
      ...areas.map((a) => `| \`${a.area}\` | ${a.core} | ${a.extended} | ${a.full} | ${AREA_SUMMARIES[a.area]} |`),
    ].join('\n'),
  };
}

const FIGURE = /<!-- figure:([a-z-]+) -->([\s\S]*?)<!-- \/figure:\1 -->/g;

/** The text with every figure between its markers made again; a table (a text of several lines) sits on lines of its own. */
export function withFigures(text: string, texts: Record<string, string>, file: string): string {
  return text.replace(FIGURE, (_m, name: string) => {
    const value = texts[name];
    if (value === undefined) throw new Error(`${file}: unknown figure ${name} (harness/figures-docs.ts figureTexts)`);
    const body = value.includes('\n') ? `\n${value}\n` : value;
    return `<!-- figure:${name} -->${body}<!-- /figure:${name} -->`;
  });
}

export async function writeFigureDocs(): Promise<void> {
  const texts = figureTexts(await countChecks(), readMeasuredRun());
  for (const url of FIGURE_DOCS) writeFileSync(url, withFigures(readFileSync(url, 'utf8'), texts, url.pathname));
}
