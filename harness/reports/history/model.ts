// harness/reports/history/model.ts: what the history site shows, computed from run summaries: per target its runs in
// order, the checks that changed outcome (and in which run), the flaky ones, the suite changes; per check, how many
// targets pass it in their latest run. A flip across a change of suite version or contracts is never a change of
// the target: it is listed apart, and it neither counts as a change nor makes a check flaky.
import { createHash } from 'node:crypto';
import { type CheckIndex, type CheckMeta, type Outcome, outcomeAt, type RunSummary } from './run-summary.js';

export interface Change {
  check: string;
  from: 'P' | 'F';
  to: 'P' | 'F';
  /** Index (in the target's runs) of the run the check changed in, and of the run it was last assessed in before. */
  run: number;
  previous: number;
}

export interface Flaky {
  check: string;
  epoch: string;
  /** Runs of the fail, the pass and the fail again (indexes in the target's runs). */
  runs: [number, number, number];
}

export interface SuiteChange {
  /** The first run of the new epoch, and the last of the one before. */
  run: number;
  previous: number;
  from: string;
  to: string;
  /** Checks whose outcome differs across the change: the suite's doing as far as the history can tell. */
  checks: Array<{ check: string; from: 'P' | 'F'; to: 'P' | 'F' }>;
}

export interface TargetHistory {
  name: string;
  /** A file name for its page: safe letters, and a hash so that two names never share one. */
  slug: string;
  /** Oldest first. */
  runs: RunSummary[];
  changes: Change[];
  flaky: Flaky[];
  suiteChanges: SuiteChange[];
}

export interface InteropRow {
  check: string;
  /** Targets whose latest run passed, failed, or did not assess (skipped, suite error, not in the run) the check. */
  passed: number;
  failed: number;
  notAssessed: number;
  /** Failed by most targets that assessed it (more than half, and at least two): the spec or our reading may be unclear. */
  review: boolean;
}

export interface HistoryModel {
  targets: TargetHistory[];
  checks: CheckIndex;
  interop: InteropRow[];
  /** Epochs (suite version and contracts) of the targets' latest runs: more than one means the interop mixes suites. */
  latestEpochs: string[];
}

export function slugOf(name: string): string {
  const safe = name
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return `${safe || 'x'}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

const byTime = (a: RunSummary, b: RunSummary) =>
  a.finishedAt.localeCompare(b.finishedAt) || a.startedAt.localeCompare(b.startedAt) || a.runId.localeCompare(b.runId);

/** Passed or failed: the outcomes that say something of the target. Skipped, suite errors and absences do not. */
const assessed = (o: Outcome): o is 'P' | 'F' => o === 'P' || o === 'F';

export function targetHistory(name: string, unsorted: RunSummary[], checks: CheckIndex): TargetHistory {
  const runs = [...unsorted].sort(byTime);
  const changes: Change[] = [];
  const flaky: Flaky[] = [];
  const suiteChanges: SuiteChange[] = [];
  for (let r = 1; r < runs.length; r++) {
    if (runs[r].epoch !== runs[r - 1].epoch) suiteChanges.push({ run: r, previous: r - 1, from: runs[r - 1].epoch, to: runs[r].epoch, checks: [] });
  }
  for (let i = 0; i < checks.list.length; i++) {
    const id = checks.list[i].id;
    let last: { outcome: 'P' | 'F'; run: number } | undefined;
    // fail, pass, fail within one epoch: the runs of each step found so far.
    let pattern: number[] = [];
    let marked = false;
    for (let r = 0; r < runs.length; r++) {
      if (r > 0 && runs[r].epoch !== runs[r - 1].epoch) {
        pattern = [];
        marked = false;
      }
      const o = outcomeAt(runs[r], i);
      if (!assessed(o)) continue;
      if (last && last.outcome !== o) {
        if (runs[last.run].epoch === runs[r].epoch) changes.push({ check: id, from: last.outcome, to: o, run: r, previous: last.run });
        else suiteChanges.find((s) => s.run > last!.run && s.run <= r)?.checks.push({ check: id, from: last.outcome, to: o });
      }
      last = { outcome: o, run: r };
      const want = pattern.length % 2 === 0 ? 'F' : 'P';
      if (o === want) pattern.push(r);
      if (pattern.length === 3 && !marked) {
        flaky.push({ check: id, epoch: runs[r].epoch, runs: [pattern[0], pattern[1], pattern[2]] });
        marked = true;
      }
    }
  }
  changes.sort((a, b) => b.run - a.run || a.check.localeCompare(b.check));
  return { name, slug: slugOf(name), runs, changes, flaky, suiteChanges };
}

export function interopOf(targets: TargetHistory[], checks: CheckIndex): InteropRow[] {
  const latest = targets.map((t) => t.runs.at(-1)!);
  return checks.list.map((c: CheckMeta, i) => {
    let passed = 0;
    let failed = 0;
    for (const run of latest) {
      const o = outcomeAt(run, i);
      if (o === 'P') passed++;
      else if (o === 'F') failed++;
    }
    return { check: c.id, passed, failed, notAssessed: latest.length - passed - failed, review: failed >= 2 && failed * 2 > passed + failed };
  });
}

export function historyModel(runs: RunSummary[], checks: CheckIndex): HistoryModel {
  const byTarget = new Map<string, RunSummary[]>();
  for (const run of runs) {
    const list = byTarget.get(run.target) ?? [];
    list.push(run);
    byTarget.set(run.target, list);
  }
  const targets = [...byTarget.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => targetHistory(name, list, checks));
  return { targets, checks, interop: interopOf(targets, checks), latestEpochs: [...new Set(targets.map((t) => t.runs.at(-1)!.epoch))] };
}
