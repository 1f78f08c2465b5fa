// `merge`: shard reports of one run become one report whose summary, coverage, verdict and certification are
// computed again from the checks; parts of different runs, twice-given or missing shards are refused.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { assess, catalogueOf, type RunSettings } from '../../harness/assessment.js';
import { mergeReports, MergeError } from '../../harness/commands/merge.js';
import { areasOf, coverageOf } from '../../harness/report.js';
import type { CheckResult, Report } from '../../harness/report-model.js';

const check = (id: string, area: string, status: CheckResult['status'], extra: Partial<CheckResult> = {}): CheckResult => ({
  id,
  title: id,
  area,
  operation: 'POST /api/v1/users',
  operationId: 'createUser',
  interface: 'extended',
  spec: '§4.2',
  requirements: ['USER-CREATE'],
  status,
  requests: 2,
  durationMs: 5,
  ...extra,
});

const settings: RunSettings = {
  only: [],
  skip: [],
  referenceFaults: [],
  referenceVariants: [],
  rateLimitProbe: true,
  timeoutMs: 10_000,
  targetVariables: ['CONFORMANCE_API_KEY', 'CONFORMANCE_FIXTURE_USER'],
};
/** Every check of the suite in these tests: two shards of two checks each. */
const catalogue = catalogueOf(['A-1', 'A-2'].map((id) => ({ id, area: 'auth' })).concat(['B-1', 'B-2'].map((id) => ({ id, area: 'users' }))));

function shard(index: number, count: number, checks: CheckResult[], extra: Partial<Report> = {}): Report {
  const startedAt = `2026-01-01T12:00:0${index}.000Z`;
  const finishedAt = `2026-01-01T12:01:0${index}.000Z`;
  return {
    tool: { name: 'partner-dns-conformance', version: '0.1.0' },
    runId: `run-${index}`,
    target: { baseUrl: 'https://sandbox.example.test', embedded: false },
    profile: 'full',
    seed: 42,
    runsPerProperty: 8,
    startedAt,
    finishedAt,
    durationMs: 60_000,
    verdict: checks.some((c) => c.status === 'failed') ? 'fail' : 'pass',
    summary: {
      total: checks.length,
      passed: checks.filter((c) => c.status === 'passed').length,
      failed: checks.filter((c) => c.status === 'failed').length,
      skipped: checks.filter((c) => c.status === 'skipped').length,
      requests: 10 * index,
      retriedAfter429: index - 1,
      pacingWaits: 1,
      pacingWaitedMs: 1000,
      requestsByGroup: { user_creation: 3, user_deletion: index },
    },
    checks,
    areas: areasOf(checks),
    coverage: coverageOf(checks),
    observations: [{ ambiguity: 'AMB-USER-REPEAT', spec: '§4.2', sentence: 's', policy: 'p', forms: { 'POST /api/v1/users': { '409': 1 } } }],
    cleanup: { created: 3, deleted: 2, alreadyGone: 1, failed: [], transfersWithUser: 0, fixtureIntact: true, fixtureDifferences: [] },
    errors: [],
    shard: { index, count },
    runSettings: settings,
    assessment: assess({ embedded: false, runSettings: settings, shard: { index, count }, checks, catalogue }),
    ...extra,
  } as Report;
}

describe('mergeReports', () => {
  const parts = () => [
    shard(2, 2, [check('B-1', 'users', 'passed'), check('B-2', 'users', 'failed', { message: 'expected 201, received 200' })]),
    shard(1, 2, [check('A-1', 'auth', 'passed'), check('A-2', 'auth', 'skipped', { message: 'fixture not configured: CONFORMANCE_SECOND_API_KEY' })]),
  ];

  it("sums the parts' quota waits per §8 group (issue 32)", () => {
    const [b, a] = parts();
    a.summary.quotaWaitByGroup = { dns_bulk_operations: 60_000 };
    b.summary.quotaWaitByGroup = { dns_bulk_operations: 30_000, core: 5_000 };
    expect(mergeReports([b, a], { now: new Date('2026-01-01T13:00:00Z') }).summary.quotaWaitByGroup).toEqual({ core: 5_000, dns_bulk_operations: 90_000 });
  });

  it('puts the checks together and computes summary, areas, verdict and the rest again', () => {
    const m = mergeReports(parts(), { now: new Date('2026-01-01T13:00:00Z') });
    expect(m.checks.map((c) => c.id)).toEqual(['A-1', 'A-2', 'B-1', 'B-2']);
    expect(m.summary).toEqual({
      total: 4,
      passed: 2,
      failed: 1,
      skipped: 1,
      errored: 0,
      requests: 30,
      retriedAfter429: 1,
      pacingWaits: 2,
      pacingWaitedMs: 2000,
      requestsByGroup: { user_creation: 6, user_deletion: 3 },
    });
    expect(m.areas).toEqual({ auth: expect.objectContaining({ checks: 2, passed: 1, skipped: 1 }), users: expect.objectContaining({ checks: 2, failed: 1 }) });
    expect(m.verdict).toBe('fail');
    expect(m.startedAt).toBe('2026-01-01T12:00:01.000Z');
    expect(m.finishedAt).toBe('2026-01-01T12:01:02.000Z');
    expect(m.durationMs).toBe(61_000);
    expect(m.seed).toBe(42);
    expect(m.mergedFrom?.map((p) => p.shard?.index)).toEqual([1, 2]);
    expect(m.shard).toBeUndefined();
    expect(m.observations[0].forms['POST /api/v1/users']).toEqual({ '409': 2 });
    expect(m.cleanup).toMatchObject({ created: 6, deleted: 4, alreadyGone: 2, fixtureIntact: true });
    expect(m.certification?.profiles.find((p) => p.profile === 'extended')?.status).toBe('not-certified');
    expect(m.runId).toBe('merged-20260101T130000Z');
  });

  it('is complete, and certifies, only when every shard is there and nothing else made a part partial', () => {
    const pass = () => [
      shard(1, 2, [check('A-1', 'auth', 'passed'), check('A-2', 'auth', 'passed')]),
      shard(2, 2, [check('B-1', 'users', 'passed'), check('B-2', 'users', 'passed')]),
    ];
    for (const part of pass()) {
      expect(part.assessment?.complete).toBe(false);
      expect(part.certification).toBeUndefined();
    }
    const whole = mergeReports(pass());
    expect(whole.assessment).toMatchObject({ complete: true, partial: [] });
    expect(whole.certification?.profiles.find((p) => p.profile === 'extended')?.status).toBe('certified');

    const half = mergeReports([pass()[0]!], { allowPartial: true });
    expect(half.assessment?.partial.map((p) => p.what)).toEqual(['shards 2/2 missing from the merge']);
    expect(half.certification?.profiles.find((p) => p.profile === 'extended')?.status).toBe('incomplete');

    const [a, b] = pass();
    a!.assessment!.partial.push({ kind: 'ended-early', what: 'ended early: run budget spent', supply: 'run again' });
    const early = mergeReports([a!, b!]);
    expect(early.assessment?.partial.map((p) => p.what)).toEqual(['ended early: run-1: run budget spent']);
    expect(early.certification?.profiles.every((p) => p.status !== 'certified')).toBe(true);
  });

  it('refuses parts with different settings or check catalogues', () => {
    const [b, a] = parts();
    expect(() => mergeReports([a!, { ...b!, runSettings: { ...settings, referenceFaults: ['x'] } }])).toThrow(/settings/);
    expect(() => mergeReports([a!, { ...b!, assessment: { ...b!.assessment!, catalogue: catalogueOf([{ id: 'X', area: 'x' }]) } }])).toThrow(/catalogue/);
  });

  it('writes a report the report schema accepts', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync('harness/report.schema.json', 'utf8')));
    expect(validate(JSON.parse(JSON.stringify(mergeReports(parts())))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('applies the expected failures of the parts to the whole run', () => {
    const [b, a] = parts();
    b.expectedFailures = { expected: ['B-2'], stale: [], unknown: ['A-1', 'GONE'] };
    a.expectedFailures = { expected: [], stale: [], unknown: ['B-2', 'GONE'] };
    const m = mergeReports([a, b]);
    expect(m.expectedFailures).toEqual({ expected: ['B-2'], stale: [], unknown: ['GONE'] });
    expect(m.verdict).toBe('pass');
  });

  it('keeps the part that ran a check over one that left it out, and refuses a check run twice', () => {
    const one = shard(1, 1, [check('A-1', 'auth', 'passed')], { shard: undefined });
    const other = shard(1, 1, [check('A-1', 'auth', 'skipped', { message: 'left out by --only users' }), check('B-1', 'users', 'passed')], {
      shard: undefined,
      runId: 'run-b',
    });
    expect(mergeReports([other, one]).checks.map((c) => `${c.id}:${c.status}`)).toEqual(['A-1:passed', 'B-1:passed']);
    expect(() => mergeReports([one, { ...one, runId: 'run-c' }])).toThrow(/A-1 ran in two parts/);
  });

  it('refuses parts of different runs, a shard given twice, and a missing shard unless partial merges are allowed', () => {
    const [b, a] = parts();
    expect(() => mergeReports([a, { ...b, seed: 43 }])).toThrow(MergeError);
    expect(() => mergeReports([a, { ...b, seed: 43 }])).toThrow(/seed 42 in run-1 \(shard 1\/2\), 43 in run-2/);
    expect(() => mergeReports([a, { ...b, profile: 'core' }])).toThrow(/profile/);
    expect(() => mergeReports([a, { ...b, target: { baseUrl: 'https://other.example.test', embedded: false } }])).toThrow(/target/);
    expect(() => mergeReports([a, { ...a, runId: 'again' }])).toThrow(/shard 1\/2 given twice/);
    expect(() => mergeReports([a])).toThrow(/shard 2\/2 missing/);
    expect(mergeReports([a], { allowPartial: true }).summary.total).toBe(2);
    expect(() => mergeReports([])).toThrow(/no reports/);
  });

  it('keeps a part that loaded only some areas from certifying the merged run', () => {
    const [b, a] = parts();
    a.areasLoaded = ['auth'];
    const m = mergeReports([a, b]);
    expect(m.areasLoaded).toEqual(['auth']);
    expect(m.certification?.profiles.every((p) => p.status !== 'certified')).toBe(true);
    expect(mergeReports(parts()).areasLoaded).toBeUndefined();
  });

  it('accepts embedded-reference shards, each on its own port', () => {
    const [b, a] = parts();
    a.target = { baseUrl: 'http://127.0.0.1:40001', embedded: true };
    b.target = { baseUrl: 'http://127.0.0.1:40002', embedded: true };
    expect(mergeReports([a, b]).target.embedded).toBe(true);
  });
});
