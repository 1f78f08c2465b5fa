// bench/history-synthetic.ts: synthetic report.json files for the history command (its bench and its unit tests):
// targets × nights of a catalogue of checks, with a seeded generator so that the same arguments give the same files.
// Each report has what `history` reads (verdict, summary, areas, certification, checks); nothing else is realistic.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requirements } from '../contracts/spec-data.js';
import type { CheckResult, CheckStatus, Report } from '../harness/report-model.js';

export interface SyntheticCheck {
  id: string;
  area: string;
  requirements: string[];
}

/** `count` checks over `areas` areas, each naming a real requirement (so that review links lead somewhere). */
export function syntheticCatalogue(count: number, areas = 19): SyntheticCheck[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `SYN-${String(i).padStart(4, '0')}`,
    area: `area-${String(i % areas).padStart(2, '0')}`,
    requirements: [requirements[i % requirements.length].id],
  }));
}

/** mulberry32: a small seeded generator. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticRun {
  target: string;
  night: number;
  statuses: Record<string, CheckStatus>;
  version?: string;
  /** Stands for the contracts' hashes: another value, other contracts. */
  contracts?: string;
}

const DAY_MS = 86_400_000;
const START = Date.parse('2026-06-01T02:00:00.000Z');

export function syntheticReport(run: SyntheticRun, catalogue: SyntheticCheck[]): Report {
  const checks: CheckResult[] = catalogue.map((c) => {
    const status = run.statuses[c.id] ?? 'passed';
    return {
      id: c.id,
      title: `asserts ${c.id}`,
      area: c.area,
      operation: 'GET /api/v1/domains/{domain_id}',
      operationId: 'getDomain',
      interface: 'extended',
      spec: '§4.4',
      requirements: c.requirements,
      status,
      ...(status === 'failed' ? { message: `expected 200, received 500 (${c.id})` } : {}),
      requests: 1,
      durationMs: 5,
    };
  });
  const count = (s: CheckStatus) => checks.filter((c) => c.status === s).length;
  const areas: Report['areas'] = {};
  for (const c of checks) {
    areas[c.area] ??= { checks: 0, passed: 0, failed: 0, skipped: 0, errored: 0, requests: 0, durationMs: 0 };
    const a = areas[c.area];
    a.checks++;
    a.requests++;
    if (c.status === 'passed') a.passed++;
    else if (c.status === 'failed') a.failed++;
    else if (c.status === 'skipped') a.skipped++;
    else a.errored!++;
  }
  const finished = new Date(START + run.night * DAY_MS + 600_000).toISOString();
  const failed = count('failed');
  const version = run.version ?? '0.1.0';
  return {
    tool: { name: 'partner-dns-conformance', version },
    runId: `${new Date(START + run.night * DAY_MS).toISOString().replace(/[:.]/g, '-')}-n${run.night}`,
    target: { baseUrl: 'https://sandbox.example.test', embedded: false, name: run.target },
    profile: 'full',
    seed: run.night,
    runsPerProperty: 8,
    startedAt: new Date(START + run.night * DAY_MS).toISOString(),
    finishedAt: finished,
    durationMs: 600_000,
    verdict: count('error') ? 'error' : failed ? 'fail' : 'pass',
    summary: {
      total: checks.length,
      passed: count('passed'),
      failed,
      skipped: count('skipped'),
      errored: count('error'),
      requests: checks.length,
      retriedAfter429: 0,
      pacingWaits: 0,
    },
    checks,
    areas,
    coverage: { operations: { total: 0, covered: 0, uncovered: [] }, requirements: { total: 0, checkable: 0, covered: 0, uncovered: [], open: [] } },
    // One open point observed on the checks' operation, as a run records it: the review links lead to it.
    observations: [
      { ambiguity: 'AMB-SUCCESS-STATUS', spec: '§4.4', sentence: '', policy: '', forms: { 'GET /api/v1/domains/{domain_id}': { '200': checks.length } } },
    ],
    cleanup: { created: 0, deleted: 0, alreadyGone: 0, failed: [], transfersWithUser: 0, fixtureIntact: true, fixtureDifferences: [] },
    errors: [],
    assessment: { complete: true, partial: [] },
    certification: {
      suite: { name: 'partner-dns-conformance', version },
      contracts: { 'core.openapi.yaml': run.contracts ?? 'c0' },
      target: run.target,
      embedded: false,
      date: finished,
      seed: run.night,
      runProfile: 'full',
      assessment: 'complete',
      profiles: (['core', 'extended', 'full'] as const).map((profile) => ({
        profile,
        status: failed ? 'not-certified' : 'certified',
        required: checks.length,
        passed: count('passed'),
        failed: checks.filter((c) => c.status === 'failed').map((c) => c.id),
        skipped: [],
        errored: [],
        missing: [],
        reasons: [],
        statement: '',
      })),
    },
  };
}

/** Writes each run as <dir>/<target>/<runId>/report.json; returns the folder. */
export function writeSyntheticRuns(dir: string, runs: SyntheticRun[], catalogue: SyntheticCheck[]): string {
  for (const run of runs) {
    const report = syntheticReport(run, catalogue);
    const folder = join(dir, run.target.replace(/[^A-Za-z0-9-]/g, '_'), report.runId);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'report.json'), JSON.stringify(report));
  }
  return dir;
}

/**
 * The bench's nights: each target fails a few checks of its own throughout, breaks and fixes one now and then, and
 * the suite changes version on `suiteChangeNight` for every target.
 */
export function nightlyRuns(
  targets: number,
  nights: number,
  catalogue: SyntheticCheck[],
  seed = 1,
  suiteChangeNight = Math.floor(nights * 0.66),
): SyntheticRun[] {
  const random = seeded(seed);
  const runs: SyntheticRun[] = [];
  for (let t = 0; t < targets; t++) {
    const target = `vendor-${String(t + 1).padStart(2, '0')}`;
    const failing = new Set(catalogue.filter(() => random() < 0.02).map((c) => c.id));
    for (let night = 0; night < nights; night++) {
      if (random() < 0.3) {
        const c = catalogue[Math.floor(random() * catalogue.length)].id;
        if (failing.has(c)) failing.delete(c);
        else failing.add(c);
      }
      const statuses: Record<string, CheckStatus> = {};
      for (const id of failing) statuses[id] = 'failed';
      statuses[catalogue[catalogue.length - 1].id] = 'skipped';
      const later = night >= suiteChangeNight;
      runs.push({ target, night, statuses, version: later ? '0.2.0' : '0.1.0', contracts: later ? 'c1' : 'c0' });
    }
  }
  return runs;
}
