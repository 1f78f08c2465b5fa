// The history's model from synthetic reports: the run a check changed in, a flaky check (failed, passed, failed
// again), a suite or contracts change kept apart from the target's changes, the interop counts and the review flag.
import { describe, expect, it } from 'vitest';
import { type SyntheticRun, syntheticCatalogue, syntheticReport } from '../../../bench/history-synthetic.js';
import { historyModel } from '../../../harness/reports/history/model.js';
import { CheckIndex, summariseReport } from '../../../harness/reports/history/run-summary.js';
import type { CheckStatus } from '../../../harness/report-model.js';

const catalogue = syntheticCatalogue(4, 2);
const [A, B, C] = catalogue.map((c) => c.id);

/** One target's nights, one letter per night for check A: P passed, F failed, S skipped; a digit bumps the suite. */
function nights(target: string, pattern: string, others: Record<string, CheckStatus> = {}): SyntheticRun[] {
  const runs: SyntheticRun[] = [];
  let version = 1;
  for (const step of pattern.split(' ')) {
    const [letter, bump] = [step[0], step.slice(1)];
    if (bump === '+') version++;
    const status: CheckStatus = letter === 'F' ? 'failed' : letter === 'S' ? 'skipped' : 'passed';
    runs.push({ target, night: runs.length, statuses: { ...others, [A]: status }, version: `0.${version}.0` });
  }
  return runs;
}

function modelOf(runs: SyntheticRun[]) {
  const index = new CheckIndex();
  // Given newest first: the model orders runs by when they finished, not by the order of the files.
  const summaries = [...runs].reverse().map((r) => summariseReport(syntheticReport(r, catalogue), index, `/x/${r.target}/${r.night}/report.json`));
  return historyModel(summaries, index);
}

describe('history model: changes of outcome', () => {
  it('names the run a check broke in and the run it last passed in, passing over a skipped night', () => {
    const [t] = modelOf(nights('vendor-a', 'P P S F F')).targets;
    expect(t.runs.map((r) => r.finishedAt)).toEqual([...t.runs.map((r) => r.finishedAt)].sort());
    expect(t.changes).toEqual([{ check: A, from: 'P', to: 'F', run: 3, previous: 1 }]);
    expect(t.flaky).toEqual([]);
  });

  it('marks a check that fails, passes and fails again under one suite as flaky, once', () => {
    const [t] = modelOf(nights('vendor-a', 'F P P F P F')).targets;
    expect(t.flaky).toEqual([{ check: A, epoch: t.runs[0].epoch, runs: [0, 1, 3] }]);
    expect(t.changes.map((c) => [c.from, c.to, c.run])).toEqual([
      ['P', 'F', 5],
      ['F', 'P', 4],
      ['P', 'F', 3],
      ['F', 'P', 1],
    ]);
  });

  it('keeps a flip across a suite change out of the changes and the flaky marks, and lists it with the suite change', () => {
    const [t] = modelOf(nights('vendor-a', 'F P F+ F')).targets;
    expect(t.changes).toEqual([{ check: A, from: 'F', to: 'P', run: 1, previous: 0 }]);
    expect(t.flaky).toEqual([]);
    expect(t.suiteChanges).toHaveLength(1);
    expect(t.suiteChanges[0]).toMatchObject({ run: 2, previous: 1, checks: [{ check: A, from: 'P', to: 'F' }] });
    expect(t.suiteChanges[0].from).toContain('suite 0.1.0');
    expect(t.suiteChanges[0].to).toContain('suite 0.2.0');
  });

  it('sees a change of contracts alone (same suite version) as a suite change too', () => {
    const runs = nights('vendor-a', 'P P F');
    runs[2].contracts = 'other-contracts';
    const [t] = modelOf(runs).targets;
    expect(t.changes).toEqual([]);
    expect(t.suiteChanges.map((s) => s.run)).toEqual([2]);
  });
});

describe('history model: interop', () => {
  it("counts each target's latest run only, and flags a check failed by most targets for review", () => {
    const model = modelOf([
      // vendor-a failed A long ago and passes it now; B fails everywhere but on vendor-c; C fails on vendor-b only.
      ...nights('vendor-a', 'F P', { [B]: 'failed' }),
      ...nights('vendor-b', 'F F', { [B]: 'failed', [C]: 'failed' }),
      ...nights('vendor-c', 'P F'),
    ]);
    const row = (id: string) => model.interop.find((r) => r.check === id)!;
    expect(model.targets.map((t) => t.name)).toEqual(['vendor-a', 'vendor-b', 'vendor-c']);
    expect(row(A)).toMatchObject({ passed: 1, failed: 2, notAssessed: 0, review: true });
    expect(row(B)).toMatchObject({ passed: 1, failed: 2, review: true });
    expect(row(C)).toMatchObject({ passed: 2, failed: 1, review: false });
    expect(model.latestEpochs).toHaveLength(1);
  });

  it('does not flag a check that a single target fails, nor count a skip as a failure', () => {
    const model = modelOf([...nights('vendor-a', 'F'), ...nights('vendor-b', 'S'), ...nights('vendor-c', 'S')]);
    expect(model.interop.find((r) => r.check === A)).toMatchObject({ passed: 0, failed: 1, notAssessed: 2, review: false });
  });
});
