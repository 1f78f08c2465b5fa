// `merge`: one report.json from the reports of a run split over several runners (CONFORMANCE_SHARD / --shard i/n).
// The checks are put together and everything derived from them is computed again: summary, areas, coverage, the
// expected-failures outcome, the verdict and the certification. The parts must be one run: same tool version,
// profile, seed, target, settings and check catalogue, each shard once; a missing shard is an error unless allowPartial.
// The merged run is complete only when its parts cover every shard and every check of the catalogue, and no part was
// partial for another reason (harness/assessment.ts).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { assess } from '../assessment.js';
import { readReport, reportPath } from '../reports/read-report.js';
import { parseReportFormats } from '../settings.js';
import { completeReport, finishRun } from '../finish-run.js';
import type { CheckResult, Observation, Report } from '../report-model.js';

export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

export interface MergeOptions {
  /** Merge even when some shards of 1..n are missing (the report lists the parts it has). */
  allowPartial?: boolean;
  now?: Date;
}

const label = (r: Report) => `${r.runId}${r.shard ? ` (shard ${r.shard.index}/${r.shard.count})` : ''}`;

function same<T>(reports: Report[], what: string, value: (r: Report) => T): T {
  const first = value(reports[0]);
  const other = reports.find((r) => JSON.stringify(value(r)) !== JSON.stringify(first));
  if (other)
    throw new MergeError(`not parts of one run: ${what} ${JSON.stringify(first)} in ${label(reports[0])}, ${JSON.stringify(value(other))} in ${label(other)}`);
  return first;
}

/** Checks the parts are distinct shards of one split; returns the shards missing (as i/n) when allowPartial. */
function checkShards(reports: Report[], allowPartial: boolean): string[] {
  const sharded = reports.filter((r) => r.shard);
  if (!sharded.length) return [];
  if (sharded.length !== reports.length) throw new MergeError('mixes shard reports with reports of whole runs');
  const count = same(reports, 'shard count', (r) => r.shard!.count);
  const seen = new Map<number, Report>();
  for (const r of reports) {
    const twin = seen.get(r.shard!.index);
    if (twin) throw new MergeError(`shard ${r.shard!.index}/${count} given twice: ${twin.runId} and ${r.runId}`);
    seen.set(r.shard!.index, r);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length && !allowPartial) {
    throw new MergeError(
      `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} missing (allowPartial / --allow-partial to merge what there is)`,
    );
  }
  return missing.map((i) => `${i}/${count}`);
}

/** A check that ran wins over the same check left out of another part; two parts that both ran it conflict. */
function mergeChecks(reports: Report[]): CheckResult[] {
  const byId = new Map<string, { check: CheckResult; from: Report }>();
  for (const r of reports) {
    for (const c of r.checks) {
      const known = byId.get(c.id);
      if (!known || (known.check.status === 'skipped' && c.status !== 'skipped')) byId.set(c.id, { check: c, from: r });
      else if (c.status !== 'skipped' && known.check.status !== 'skipped') {
        throw new MergeError(`check ${c.id} ran in two parts: ${label(known.from)} and ${label(r)}`);
      }
    }
  }
  return [...byId.values()].map((v) => v.check).sort((a, b) => a.area.localeCompare(b.area) || a.id.localeCompare(b.id));
}

function mergeObservations(reports: Report[]): Observation[] {
  const merged = new Map<string, Observation>();
  for (const r of reports) {
    for (const o of r.observations ?? []) {
      const m = merged.get(o.ambiguity) ?? { ...o, forms: {} };
      for (const [op, forms] of Object.entries(o.forms ?? {})) {
        m.forms[op] ??= {};
        const into = m.forms[op];
        for (const [form, n] of Object.entries(forms)) into[form] = (into[form] ?? 0) + n;
      }
      merged.set(o.ambiguity, m);
    }
  }
  return [...merged.values()];
}

function sum(reports: Report[], value: (r: Report) => number | undefined): number {
  return reports.reduce((n, r) => n + (value(r) ?? 0), 0);
}

function sumGroups(reports: Report[], of: (r: Report) => Record<string, number> | undefined = (r) => r.summary.requestsByGroup): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of reports) for (const [g, n] of Object.entries(of(r) ?? {})) out[g] = (out[g] ?? 0) + n;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function mergeExpectedFailures(reports: Report[], checks: CheckResult[]): Report['expectedFailures'] {
  const withFile = reports.filter((r) => r.expectedFailures);
  if (!withFile.length) return undefined;
  const ids = new Set(checks.map((c) => c.id));
  const union = (pick: (e: NonNullable<Report['expectedFailures']>) => string[]) => [...new Set(withFile.flatMap((r) => pick(r.expectedFailures!)))].sort();
  return {
    expected: union((e) => e.expected),
    stale: union((e) => e.stale),
    // Unknown to the whole run: no part has the check.
    unknown: union((e) => e.unknown).filter((id) => !ids.has(id)),
  };
}

export function mergeReports(reports: Report[], options: MergeOptions = {}): Report {
  if (!reports.length) throw new MergeError('no reports to merge');
  same(reports, 'tool', (r) => `${r.tool.name} ${r.tool.version}`);
  const profile = same(reports, 'profile', (r) => r.profile);
  const seed = same(reports, 'seed', (r) => r.seed);
  same(reports, 'runs per property', (r) => r.runsPerProperty);
  const embedded = same(reports, 'embedded target', (r) => r.target.embedded);
  // Each shard against the embedded reference started its own on a free port: the address is not the target.
  if (!embedded) same(reports, 'target', (r) => r.target.baseUrl);
  same(reports, 'target name', (r) => r.target.name ?? null);
  same(reports, 'check catalogue', (r) => r.assessment?.catalogue?.sha256 ?? null);
  const runSettings = same(reports, 'settings', (r) => r.runSettings ?? null) ?? undefined;
  const missingShards = checkShards(reports, options.allowPartial ?? false);

  const parts = [...reports].sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0) || a.startedAt.localeCompare(b.startedAt));
  const checks = mergeChecks(parts);
  const expectedFailures = mergeExpectedFailures(parts, checks);
  const startedAt = parts.map((r) => r.startedAt).sort()[0];
  const finishedAt = parts
    .map((r) => r.finishedAt)
    .sort()
    .reverse()[0];
  const intact = parts.map((r) => r.cleanup.fixtureIntact);
  const areasLoaded = parts.some((r) => r.areasLoaded) ? [...new Set(parts.flatMap((r) => r.areasLoaded ?? []))].sort() : undefined;
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return completeReport({
    tool: parts[0].tool,
    runId: `merged-${stamp}`,
    target: parts[0].target,
    profile,
    seed,
    runsPerProperty: parts[0].runsPerProperty,
    startedAt,
    finishedAt,
    durationMs: Date.parse(finishedAt) - Date.parse(startedAt),
    summary: {
      requests: sum(parts, (r) => r.summary.requests),
      retriedAfter429: sum(parts, (r) => r.summary.retriedAfter429),
      pacingWaits: sum(parts, (r) => r.summary.pacingWaits),
      pacingWaitedMs: sum(parts, (r) => r.summary.pacingWaitedMs),
      requestsByGroup: sumGroups(parts),
      ...(parts.some((r) => r.summary.quotaWaitByGroup) ? { quotaWaitByGroup: sumGroups(parts, (r) => r.summary.quotaWaitByGroup) } : {}),
    },
    checks,
    observations: mergeObservations(parts),
    cleanup: {
      created: sum(parts, (r) => r.cleanup.created),
      deleted: sum(parts, (r) => r.cleanup.deleted),
      alreadyGone: sum(parts, (r) => r.cleanup.alreadyGone),
      failed: parts.flatMap((r) => r.cleanup.failed.map((f) => ({ ...f, entry: `${r.runId}: ${f.entry}` }))),
      transfersWithUser: sum(parts, (r) => r.cleanup.transfersWithUser),
      fixtureIntact: intact.includes(false) ? false : intact.every((v) => v === true) ? true : null,
      fixtureDifferences: parts.flatMap((r) => (r.cleanup.fixtureDifferences ?? []).map((d) => `${r.runId}: ${d}`)),
    },
    errors: parts.flatMap((r) => r.errors.map((e) => `${r.runId}: ${e}`)),
    ...(expectedFailures ? { expectedFailures } : {}),
    // A part that loaded only some areas (--only area) leaves the merged run partial too: never certified.
    ...(areasLoaded ? { areasLoaded } : {}),
    ...(runSettings ? { runSettings } : {}),
    assessment: assess({
      embedded,
      runSettings,
      missingShards,
      areasLoaded,
      // What made a part partial besides being a shard (e.g. a run budget spent) leaves the merged run partial too.
      endedEarly: parts.flatMap((r) =>
        (r.assessment?.partial ?? []).filter((p) => p.kind === 'ended-early').map((p) => `${r.runId}: ${p.what.replace(/^ended early: /, '')}`),
      ),
      checks,
      catalogue: parts[0].assessment?.catalogue,
    }),
    mergedFrom: parts.map((r) => ({
      runId: r.runId,
      ...(r.shard ? { shard: r.shard } : {}),
      checks: r.checks.length,
      startedAt: r.startedAt,
      finishedAt: r.finishedAt,
    })),
  });
}

/** `merge <report.json...>`: writes report.json and the HTML, JUnit and Markdown reports of the merged run; returns the exit code. */
export function mergeCommand(
  paths: string[],
  flags: { outDir?: string; reportDir: string; allowPartial?: boolean; report?: string },
  write: (line: string) => void,
): 0 | 1 | 2 {
  const formats = parseReportFormats(flags.report ?? process.env.CONFORMANCE_REPORTS ?? '');
  const report = mergeReports(paths.map(readReport), { allowPartial: flags.allowPartial });
  const dir = flags.outDir ?? join(flags.reportDir, report.runId);
  mkdirSync(dir, { recursive: true });
  const parts = (report.mergedFrom ?? []).map((p) => (p.shard ? `${p.shard.index}/${p.shard.count}` : p.runId));
  // The parts' own folders hold their exchanges (HAR, Allure steps).
  const exchangeDirs = paths.map((p) => dirname(reportPath(p)));
  return finishRun(report, { dir, write, lead: [`merged ${parts.length} reports: ${parts.join(', ')}`], formats, exchangeDirs });
}
