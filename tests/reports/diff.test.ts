// The regression diff: newly failing (regressions unless expected), newly passing, still failing, newly skipped,
// added and removed, from two reports.
import { describe, expect, it } from 'vitest';
import { diffMarkdown, diffReports, diffText } from '../../harness/reports/diff.js';
import { check, reportOf } from './fixture-report.js';

const before = reportOf([
  check({ id: 'A-REGRESSES' }),
  check({ id: 'B-FIXED', status: 'failed', message: 'was broken' }),
  check({ id: 'C-STILL', status: 'failed', message: 'still broken' }),
  check({ id: 'D-STEADY' }),
  check({ id: 'E-REMOVED', status: 'failed', message: 'gone now' }),
  check({ id: 'F-SKIP-THEN-FAIL', status: 'skipped', message: 'fixture not configured: CONFORMANCE_TEMPLATE' }),
  check({ id: 'G-NOW-SKIPPED' }),
  check({ id: 'H-KNOWN' }),
]);
const after = reportOf([
  check({ id: 'A-REGRESSES', status: 'failed', message: 'broke' }),
  check({ id: 'B-FIXED' }),
  check({ id: 'C-STILL', status: 'failed', message: 'still broken' }),
  check({ id: 'D-STEADY' }),
  check({ id: 'F-SKIP-THEN-FAIL', status: 'failed', message: 'fails once configured' }),
  check({ id: 'G-NOW-SKIPPED', status: 'skipped', message: 'left out by --skip G-NOW-SKIPPED' }),
  check({ id: 'H-KNOWN', status: 'failed', message: 'known', expectedFailure: 'ticket 9' }),
  check({ id: 'I-ADDED', status: 'failed', message: 'new check' }),
]);

describe('report diff', () => {
  const d = diffReports(before, after);
  const ids = (k: keyof typeof d) => (d[k] as Array<{ id: string }>).map((e) => e.id);

  it('sorts every check into its category', () => {
    expect(ids('newlyFailing')).toEqual(['A-REGRESSES', 'F-SKIP-THEN-FAIL', 'H-KNOWN']);
    expect(ids('newlyPassing')).toEqual(['B-FIXED']);
    expect(ids('stillFailing')).toEqual(['C-STILL']);
    expect(ids('newlySkipped')).toEqual(['G-NOW-SKIPPED']);
    expect(ids('added')).toEqual(['I-ADDED']);
    expect(ids('removed')).toEqual(['E-REMOVED']);
  });

  it('counts as regressions the new failures the later run does not list as expected; added and removed checks are not', () => {
    expect(d.regressions).toEqual(['A-REGRESSES', 'F-SKIP-THEN-FAIL']);
    expect(d.newlyFailing.find((e) => e.id === 'H-KNOWN')!.expectedFailure).toBe('ticket 9');
  });

  it('finds no regression between a report and itself', () => {
    const same = diffReports(after, after);
    expect(same.regressions).toEqual([]);
    expect(same.stillFailing.map((e) => e.id)).toEqual(['A-REGRESSES', 'C-STILL', 'F-SKIP-THEN-FAIL', 'H-KNOWN', 'I-ADDED']);
  });

  it('prints each category with the status change and spec, and ends with the regressions', () => {
    const text = diffText(d);
    expect(text).toContain('Newly failing (3)\n  A-REGRESSES (passed → failed; §2.3 rule 2): asserts A-REGRESSES');
    expect(text).toContain('Removed (1)\n  E-REMOVED (failed; §2.3 rule 2)');
    expect(text.trimEnd().split('\n').at(-1)).toBe('REGRESSED: 2 check(s) fail that did not before: A-REGRESSES, F-SKIP-THEN-FAIL');
    expect(diffText(diffReports(after, after)).trimEnd().split('\n').at(-1)).toBe('no regression');
  });

  it('writes Markdown with one section per category', () => {
    const md = diffMarkdown(d);
    expect(md).toMatch(/^## ❌ 2 regression\(s\)/);
    for (const t of ['Newly failing (3)', 'Newly passing (1)', 'Still failing (1)', 'Newly skipped (1)', 'Added (1)', 'Removed (1)'])
      expect(md).toContain(`### ${t}`);
    expect(md).toContain('- `H-KNOWN` passed → failed');
  });
});

describe('report diff with suite errors and run kinds', () => {
  it('lists a suite error apart, never as a regression, and labels each side complete or partial', () => {
    const earlier = reportOf([check({ id: 'X' }), check({ id: 'Y' })], { shard: { index: 1, count: 2 } });
    const later = reportOf([check({ id: 'X', status: 'error', message: 'suite error: TypeError', stack: 'TypeError\n    at x' }), check({ id: 'Y' })]);
    const d = diffReports(earlier, later);
    expect(d.regressions).toEqual([]);
    expect(d.suiteErrors.map((e) => e.id)).toEqual(['X']);
    expect(d.newlyFailing).toEqual([]);
    expect(d.before.assessment).toBe('partial: shard 1/2');
    expect(d.after.assessment).toBe('complete');
    expect(diffText(d)).toContain('SUITE ERRORS: the suite broke on 1 check(s) of the later run');
    expect(diffMarkdown(d)).toMatch(/^## ✅ No regression · ⚠️ 1 suite error\(s\) in the later run/);
  });
});
